import type { Coin } from '@casino/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction';
import { ledgerDatabaseForSuite } from '../test/ledger-database';
import { createPlayer } from '../test/players';

const t = ledgerDatabaseForSuite();

type Wallet = { gc: bigint; unplayed: bigint; redeemable: bigint };
type Op =
  | { type: 'grant' | 'debit' | 'win'; player: number; coin: Coin; amount: bigint }
  | { type: 'replay'; pick: number };

const coin = fc.constantFrom<Coin>('GC', 'SC');
const amount = fc.bigInt({ min: 1n, max: 3_000n });
const player = fc.nat({ max: 2 });
const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('grant' as const), player, coin, amount }),
  fc.record({ type: fc.constant('debit' as const), player, coin, amount }),
  fc.record({ type: fc.constant('win' as const), player, coin, amount }),
  fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }),
);

/** What the sweepstakes rules say a wallet should hold after one movement. */
function expected(wallet: Wallet, op: Exclude<Op, { type: 'replay' }>): Wallet | 'insufficient' {
  const next = { ...wallet };
  if (op.type === 'grant') {
    if (op.coin === 'GC') next.gc += op.amount;
    else next.unplayed += op.amount;
  }
  if (op.type === 'win') {
    if (op.coin === 'GC') next.gc += op.amount;
    else next.redeemable += op.amount;
  }
  if (op.type === 'debit') {
    if (op.coin === 'GC') {
      if (next.gc < op.amount) return 'insufficient';
      next.gc -= op.amount;
    } else {
      if (next.unplayed + next.redeemable < op.amount) return 'insufficient';
      // biome-ignore lint/complexity/useMathMinMax: bigint has no Math.min
      const fromUnplayed = next.unplayed < op.amount ? next.unplayed : op.amount;
      next.unplayed -= fromUnplayed;
      next.redeemable -= op.amount - fromUnplayed;
    }
  }
  return next;
}

async function wallets(players: bigint[]): Promise<Wallet[]> {
  return Promise.all(
    players.map(async (id) => {
      const a = await t.ledger.playerAccounts(t.db, id);
      return { gc: a.gc.balance, unplayed: a.scUnplayed.balance, redeemable: a.scRedeemable.balance };
    }),
  );
}

let run = 0;

describe('ledger properties', () => {
  it('never goes negative, always sums to zero, and replays change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 18 }), async (ops) => {
        run += 1;
        const players = await Promise.all([0, 1, 2].map(() => createPlayer(t.db, t.ledger)));
        let model: Wallet[] = players.map(() => ({ gc: 0n, unplayed: 0n, redeemable: 0n }));
        const done: { op: Exclude<Op, { type: 'replay' }>; key: string; transferId: bigint }[] = [];

        for (const [index, op] of ops.entries()) {
          if (op.type === 'replay') {
            const earlier = done[op.pick % Math.max(done.length, 1)];
            if (!earlier) continue;
            const result = await apply(earlier.op, players, earlier.key);
            expect(result).toEqual({ transferId: earlier.transferId, replayed: true });
            continue;
          }
          const key = `prop:${run}:${index}`;
          const want = expected(model[op.player] as Wallet, op);
          if (want === 'insufficient') {
            await expect(apply(op, players, key)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            continue;
          }
          const result = await apply(op, players, key);
          expect(result.replayed).toBe(false);
          done.push({ op, key, transferId: result.transferId });
          model = model.map((w, i) => (i === op.player ? want : w));
        }

        expect(await wallets(players)).toEqual(model);
        expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
      }),
      { numRuns: 30 },
    );
  });

  it('keeps every account equal to the sum of its entries', async () => {
    const mismatches = await sql<{ id: bigint }>`
      SELECT a.id FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.total, 0)`.execute(t.db);
    expect(mismatches.rows).toEqual([]);
    const negative =
      await sql`SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`.execute(t.db);
    expect(negative.rows).toEqual([]);
  });
});

describe('ledger refusals', () => {
  it('refuses to change or delete a posted transfer or entry', async () => {
    for (const statement of [
      'UPDATE ledger_entries SET amount = amount + 1',
      'DELETE FROM ledger_entries',
      'UPDATE ledger_transfers SET kind = kind',
      'DELETE FROM ledger_transfers',
      'TRUNCATE ledger_entries CASCADE',
    ]) {
      await expect(sql.raw(statement).execute(t.db)).rejects.toThrow(/append-only/);
    }
  });

  it('refuses unbalanced postings, mixed coins and repeated accounts', async () => {
    const id = await createPlayer(t.db, t.ledger);
    const accounts = await t.ledger.playerAccounts(t.db, id);
    const promotionsGc = t.ledger.systemAccount('promotions', 'GC');
    const bad = [
      [
        { accountId: promotionsGc, amount: -100n },
        { accountId: accounts.gc.id, amount: 99n },
      ],
      [
        { accountId: promotionsGc, amount: -100n },
        { accountId: accounts.scUnplayed.id, amount: 100n },
      ],
      [
        { accountId: accounts.gc.id, amount: -1n },
        { accountId: accounts.gc.id, amount: 1n },
      ],
      [
        { accountId: promotionsGc, amount: 0n },
        { accountId: accounts.gc.id, amount: 0n },
      ],
    ];
    for (const [i, postings] of bad.entries()) {
      await expect(
        inTransaction(t.db, (trx) =>
          t.ledger.transfer(trx, { key: `bad:${i}`, kind: 'test', coin: 'GC', postings }),
        ),
      ).rejects.toThrow(/ledger:/);
    }
    expect(await transfersKeyed('bad:')).toEqual([]);
  });
});

/** The transfers whose idempotency key starts with `prefix`: none, after refused postings. */
function transfersKeyed(prefix: string) {
  return t.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', 'like', `${prefix}%`)
    .execute();
}

function apply(op: Exclude<Op, { type: 'replay' }>, players: bigint[], key: string) {
  const userId = players[op.player] as bigint;
  const request = { key, userId, coin: op.coin, amount: op.amount };
  return inTransaction(t.db, (trx) => {
    if (op.type === 'grant') return t.ledger.grantBonus(trx, { ...request, kind: 'test_bonus' });
    if (op.type === 'debit') return t.ledger.debitPlay(trx, request);
    return t.ledger.creditWin(trx, request);
  });
}

describe('ledger_post itself', () => {
  it('refuses malformed postings even when called directly, leaving nothing behind', async () => {
    const id = await createPlayer(t.db, t.ledger);
    const accounts = await t.ledger.playerAccounts(t.db, id);
    const promotionsGc = t.ledger.systemAccount('promotions', 'GC');
    const calls = [
      ['direct:1', 'GC', [promotionsGc, accounts.gc.id], [-100n, 99n]],
      ['direct:2', 'GC', [promotionsGc, accounts.scUnplayed.id], [-100n, 100n]],
      ['direct:3', 'GC', [promotionsGc, promotionsGc], [-1n, 1n]],
      ['direct:4', 'GC', [promotionsGc, accounts.gc.id], [0n, 0n]],
      ['direct:5', 'GC', [promotionsGc], [0n]],
    ] as const;
    for (const [key, coin, ids, amounts] of calls) {
      await expect(
        sql`SELECT * FROM ledger_post(${key}, 'test', ${coin}, ${ids.map(String)}::bigint[], ${amounts.map(String)}::bigint[])`.execute(
          t.db,
        ),
      ).rejects.toThrow(/ledger:/);
    }
    expect(await transfersKeyed('direct:')).toEqual([]);
    expect((await t.ledger.playerAccounts(t.db, id)).gc.balance).toBe(0n);
  });
});
