import type { PlayerLimitKind, PlayerLimitPeriod } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** An indefinite exclusion's end until it is lifted (a date both drivers read, unlike 'infinity'). */
export const INDEFINITE = new Date('9999-12-31T00:00:00Z');

/** The player's break and self-exclusion row, locked for a change when in a transaction that asks. */
export function restrictionsOf(executor: Executor, userId: bigint, lock = false) {
  const query = executor
    .selectFrom('play_restrictions')
    .selectAll()
    .select(sql<Date>`now()`.as('now'))
    .where('user_id', '=', userId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The database's clock, which wrote every time this module compares. */
export async function databaseNow(executor: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(executor);
  return (rows[0] as { now: Date }).now;
}

/** Each limit's latest change in force now, and its latest change still waiting, if any. */
export async function limitsOf(executor: Executor, userId: bigint) {
  const { rows } = await sql<{
    kind: PlayerLimitKind;
    period: PlayerLimitPeriod;
    amount: bigint | null;
    effective_from: Date;
    waiting: boolean;
  }>`
    SELECT DISTINCT ON (kind, period, waiting) kind, period, amount, effective_from, waiting
      FROM (SELECT *, effective_from > now() AS waiting FROM player_limits WHERE user_id = ${userId}) l
     ORDER BY kind, period, waiting, effective_from DESC, id DESC`.execute(executor);
  return rows;
}

/** Writes a limit change: at once, or after `delayHours`; any change still waiting is dropped first. */
export async function changeLimit(
  trx: Trx,
  userId: bigint,
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  amount: bigint | null,
  delayHours: number,
): Promise<void> {
  await trx
    .deleteFrom('player_limits')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('effective_from', '>', sql<Date>`now()`)
    .execute();
  await trx
    .insertInto('player_limits')
    .values({
      user_id: userId,
      kind,
      period,
      amount,
      effective_from: sql<Date>`now() + interval '1 hour' * ${delayHours}`,
    })
    .execute();
}
