import type { Coin } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction';
import { usingRealPostgres } from '../test/database';
import { ledgerDatabaseForSuite } from '../test/ledger-database';
import { createPlayer } from '../test/players';

// PGlite runs one statement at a time, so races can only be shown on a real PostgreSQL server.
describe.skipIf(!usingRealPostgres)('ledger under concurrency (real PostgreSQL)', () => {
  const t = ledgerDatabaseForSuite();

  const grant = (userId: bigint, coin: Coin, amount: bigint, key: string) =>
    inTransaction(t.db, (trx) => t.ledger.grantBonus(trx, { key, kind: 'test_bonus', userId, coin, amount }));
  const win = (userId: bigint, amount: bigint, key: string) =>
    inTransaction(t.db, (trx) => t.ledger.creditWin(trx, { key, userId, coin: 'SC', amount }));

  async function fiftyDebits(userId: bigint, coin: Coin) {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction(t.db, (trx) =>
          t.ledger.debitPlay(trx, { key: `race:${userId}:${coin}:${i}`, userId, coin, amount: 100n }),
        ),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    return { succeeded: outcomes.length - refused.length, refused: refused.length };
  }

  it('50 concurrent debits of 1.00 GC against 10.00 GC: exactly 10 succeed, balance 0.00', async () => {
    const userId = await createPlayer(t.db, t.ledger);
    await grant(userId, 'GC', 1_000n, `seed:${userId}`);
    expect(await fiftyDebits(userId, 'GC')).toEqual({ succeeded: 10, refused: 40 });
    expect((await t.ledger.playerAccounts(t.db, userId)).gc.balance).toBe(0n);
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('50 concurrent SC debits against 4.00 unplayed + 6.00 redeemable: 10 succeed, unplayed spent first', async () => {
    const userId = await createPlayer(t.db, t.ledger);
    await grant(userId, 'SC', 400n, `seed-u:${userId}`);
    await win(userId, 600n, `seed-r:${userId}`);
    expect(await fiftyDebits(userId, 'SC')).toEqual({ succeeded: 10, refused: 40 });
    const accounts = await t.ledger.playerAccounts(t.db, userId);
    expect([accounts.scUnplayed.balance, accounts.scRedeemable.balance]).toEqual([0n, 0n]);
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('a key sent twice at once while its accounts are busy moves once: the second is a replay, even when the first spent all', async () => {
    const userId = await createPlayer(t.db, t.ledger);
    await grant(userId, 'GC', 100n, `twin-seed:${userId}`);
    const gc = (await t.ledger.playerAccounts(t.db, userId)).gc.id;
    const house = t.ledger.houseAccountFor('GC', userId);
    const transfer = (key: string, toPlayer: bigint) =>
      t.ledger.transfer(t.db, {
        key,
        kind: 'test_twin',
        coin: 'GC',
        postings: [
          { accountId: gc, amount: toPlayer },
          { accountId: house, amount: -toPlayer },
        ],
      });
    // Both twins pass their replay check and wait for the player's row, held here; then they go in turn.
    const twinsOf = async (key: string, toPlayer: bigint) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const holder = inTransaction(t.db, async (trx) => {
        await trx.selectFrom('ledger_accounts').select('id').where('id', '=', gc).forUpdate().execute();
        held();
        await released;
      });
      await holding;
      const twins = [transfer(key, toPlayer), transfer(key, toPlayer)];
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await holder;
      return Promise.all(twins);
    };

    // A debit of all 1.00 GC: the one that waits longer finds too little left, and answers the twin's transfer.
    const debits = await twinsOf(`twin-debit:${userId}`, -100n);
    expect(debits[0]?.transferId).toBe(debits[1]?.transferId);
    expect(debits.map((d) => d.replayed).sort()).toEqual([false, true]);
    expect((await t.ledger.playerAccounts(t.db, userId)).gc.balance).toBe(0n);
    // A credit: both can move it; the second finds the key taken and moves its coins back.
    const credits = await twinsOf(`twin-credit:${userId}`, 40n);
    expect(credits[0]?.transferId).toBe(credits[1]?.transferId);
    expect((await t.ledger.playerAccounts(t.db, userId)).gc.balance).toBe(40n);
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('mixed concurrent plays, wins, bonuses and replays: no deadlock escapes, each key applied once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(t.db, t.ledger)));
    await Promise.all(players.map((p) => grant(p, 'SC', 5_000n, `mixed-seed:${p}`)));
    // 240 calls over 160 keys: a third of the calls replay a key another call is using at the same time.
    const tasks = Array.from({ length: 240 }, (_, i) => {
      const n = i % 160;
      const request = {
        key: `mixed:${n}`,
        userId: players[n % players.length] as bigint,
        coin: 'SC' as const,
        amount: BigInt(1 + n),
      };
      return inTransaction(t.db, (trx) =>
        n % 3 === 0 ? t.ledger.creditWin(trx, request) : t.ledger.debitPlay(trx, request),
      );
    });
    const results = await Promise.all(tasks);
    expect(results.filter((r) => !r.replayed)).toHaveLength(160);
    const byKey = await t.db
      .selectFrom('ledger_transfers')
      .select((eb) => [eb.fn.countAll<string>().as('n')])
      .where('idempotency_key', 'like', 'mixed:%')
      .where('idempotency_key', 'not like', 'mixed-seed:%')
      .executeTakeFirstOrThrow();
    expect(Number(byKey.n)).toBe(160);
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
    const negative = await t.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', 'is not', null)
      .where('balance', '<', 0n)
      .execute();
    expect(negative).toEqual([]);
  });
});
