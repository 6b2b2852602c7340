import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { inTransaction } from '../db/transaction';
import { createTestDatabase } from '../test/database';
import { isInsufficientFunds, Ledger } from './ledger';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it('grants, debits and credits through ledger_post', async () => {
  const ledger = await Ledger.load(handle.db);
  const user = await handle.db
    .insertInto('users')
    .values({
      username: 'smoke',
      email: 's@x.io',
      password_hash: 'x',
      date_of_birth: '1990-01-01',
      state: 'CA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inTransaction(handle.db, async (trx) => {
    await ledger.openPlayerAccounts(trx, user.id);
    await ledger.grantBonus(trx, {
      key: 'g1',
      kind: 'signup_bonus',
      userId: user.id,
      coin: 'SC',
      amount: 100n,
    });
  });
  const replay = await inTransaction(handle.db, (trx) =>
    ledger.grantBonus(trx, { key: 'g1', kind: 'signup_bonus', userId: user.id, coin: 'SC', amount: 100n }),
  );
  expect(replay.replayed).toBe(true);
  await inTransaction(handle.db, (trx) =>
    ledger.debitPlay(trx, { key: 'p1', userId: user.id, coin: 'SC', amount: 60n }),
  );
  await inTransaction(handle.db, (trx) =>
    ledger.creditWin(trx, { key: 'w1', userId: user.id, coin: 'SC', amount: 120n }),
  );
  await inTransaction(handle.db, (trx) =>
    ledger.debitPlay(trx, { key: 'p2', userId: user.id, coin: 'SC', amount: 50n }),
  );
  const accounts = await ledger.playerAccounts(handle.db, user.id);
  expect(accounts.scUnplayed.balance).toBe(0n);
  expect(accounts.scRedeemable.balance).toBe(110n);
  await expect(
    inTransaction(handle.db, (trx) =>
      ledger.debitPlay(trx, { key: 'p3', userId: user.id, coin: 'SC', amount: 111n }),
    ),
  ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  expect(await ledger.totals(handle.db)).toEqual({ GC: 0n, SC: 0n });
});

it('ledger_play refuses a wager the player cannot cover, even one that would win', async () => {
  const ledger = await Ledger.load(handle.db);
  const user = await handle.db
    .insertInto('users')
    .values({
      username: 'short',
      email: 'short@x.io',
      password_hash: 'x',
      date_of_birth: '1990-01-01',
      state: 'CA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inTransaction(handle.db, async (trx) => {
    await ledger.openPlayerAccounts(trx, user.id);
    for (const coin of ['GC', 'SC'] as const)
      await ledger.grantBonus(trx, {
        key: `short-${coin}`,
        kind: 'signup_bonus',
        userId: user.id,
        coin,
        amount: 100n,
      });
  });
  const [gc, unplayed, redeemable] = await ledger.playerAccountIds(handle.db, user.id);
  const play = (key: string, coin: 'GC' | 'SC', wager: bigint, payout: bigint) =>
    sql`SELECT o_balance FROM ledger_play(${key}, ${coin}, ${gc}, ${unplayed}, ${redeemable},
      ${ledger.houseAccountFor(coin, user.id)}, ${wager}, ${payout}, 'test')`.execute(handle.db);
  for (const coin of ['GC', 'SC'] as const) {
    // A winning wager of 5.00 against 1.00 would net +5.00 if only the net were checked.
    await expect(play(`win-${coin}`, coin, 500n, 1000n)).rejects.toSatisfy(isInsufficientFunds);
    // An even-money push (payout = wager) of more than the balance is refused too.
    await expect(play(`push-${coin}`, coin, 500n, 500n)).rejects.toSatisfy(isInsufficientFunds);
  }
  const accounts = await ledger.playerAccounts(handle.db, user.id);
  expect([accounts.gc.balance, accounts.scUnplayed.balance, accounts.scRedeemable.balance]).toEqual([
    100n,
    100n,
    0n,
  ]);
  // The whole balance is a valid wager, and SC wins land in redeemable.
  await play('all-in', 'SC', 100n, 200n);
  const after = await ledger.playerAccounts(handle.db, user.id);
  expect([after.scUnplayed.balance, after.scRedeemable.balance]).toEqual([0n, 200n]);
  expect(await ledger.totals(handle.db)).toEqual({ GC: 0n, SC: 0n });
});
