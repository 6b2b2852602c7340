import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction';
import { usingRealPostgres } from '../test/database';
import { ledgerDatabaseForSuite } from '../test/ledger-database';
import { createPlayer } from '../test/players';
import { ledgerInvariantBreaks } from './invariants';

// A player's statement must replay exactly by transfer id: a transfer applied later has a higher id.
describe.skipIf(!usingRealPostgres)('ledger entries in the order they were applied (real PostgreSQL)', () => {
  const t = ledgerDatabaseForSuite();

  const bonus = (userId: bigint, key: string) => ({
    key,
    kind: 'test_bonus',
    userId,
    coin: 'GC' as const,
    amount: 100n,
  });

  /** Resolves once some statement is waiting for a lock held by the backend `pid`. */
  async function someoneWaitsOn(pid: number): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY (pg_blocking_pids(pid))`.execute(
        t.db,
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('nobody waited for the lock');
  }

  it('a transfer that waited for a lock gets an id after the transfers applied while it waited', async () => {
    const userId = await createPlayer(t.db, t.ledger);
    let waiting: Promise<unknown> = Promise.resolve();
    await t.db.transaction().execute(async (trx) => {
      await t.ledger.grantBonus(trx, bonus(userId, `order:${userId}:first`));
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      waiting = inTransaction(t.db, (other) =>
        t.ledger.grantBonus(other, bonus(userId, `order:${userId}:waited`)),
      );
      await someoneWaitsOn(rows[0]?.pid as number);
      await t.ledger.grantBonus(trx, bonus(userId, `order:${userId}:second`));
    });
    await waiting;
    const order = await t.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `order:${userId}:%`)
      .orderBy('id')
      .execute();
    expect(order.map((t) => t.idempotency_key.split(':')[2])).toEqual(['first', 'second', 'waited']);
    expect(await ledgerInvariantBreaks(t.db)).toEqual([]);
  });

  it('many concurrent transfers on shared accounts replay by transfer id', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => createPlayer(t.db, t.ledger)));
    await Promise.all(
      players.map((p) =>
        inTransaction(t.db, (trx) =>
          t.ledger.grantBonus(trx, { ...bonus(p, `fund:${p}`), amount: 1_000_000n }),
        ),
      ),
    );
    // Two transfers per transaction on the same player and house shard, as a step game's play and win.
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const userId = players[i % players.length] as bigint;
        return inTransaction(t.db, async (trx) => {
          await t.ledger.debitPlay(trx, { key: `many:${i}:play`, userId, coin: 'GC', amount: 100n });
          await t.ledger.creditWin(trx, { key: `many:${i}:win`, userId, coin: 'GC', amount: BigInt(i) + 1n });
        });
      }),
    );
    expect(await ledgerInvariantBreaks(t.db)).toEqual([]);
  });
});
