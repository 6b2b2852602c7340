import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';
import type { Trx } from './transaction';

/** The back-office queues whose rows move through a `status` column, each with its statuses. */
interface QueueStatus {
  amoe_requests: Selectable<DB['amoe_requests']>['status'];
  cashier_orders: Selectable<DB['cashier_orders']>['status'];
  staff_approvals: Selectable<DB['staff_approvals']>['status'];
}
type QueueTable = keyof QueueStatus;

/**
 * How many rows of a queue's table stand in each status; `zero` names every status, so a status with
 * no rows reads 0 rather than being missing.
 */
export async function countsInEachStatus<T extends QueueTable>(
  executor: Database | Trx,
  table: T,
  zero: Record<QueueStatus[T], number>,
): Promise<Record<QueueStatus[T], number>> {
  const { rows } = await sql<{ status: QueueStatus[T]; count: number }>`
    SELECT status, count(*)::int AS count FROM ${sql.table(table)} GROUP BY status`.execute(executor);
  const counts = { ...zero };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** How many rows of a queue's table stand in one status: what the back office shows as waiting. */
export async function countInStatus<T extends QueueTable>(
  executor: Database | Trx,
  table: T,
  status: QueueStatus[T],
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM ${sql.table(table)} WHERE status = ${status}`.execute(executor);
  return rows[0]?.count ?? 0;
}

/** The tables of a player's own rows read newest first, each row the player's by `user_id`. */
type PlayerRowsTable = 'cashier_orders' | 'location_checks' | 'redemptions';

/** The player's `limit` newest rows of a table (by id), newest first. */
export async function newestOfPlayer<T extends PlayerRowsTable>(
  executor: Database | Trx,
  table: T,
  userId: bigint,
  limit: number,
): Promise<Selectable<DB[T]>[]> {
  const { rows } = await sql<Selectable<DB[T]>>`
    SELECT * FROM ${sql.table(table)} WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`.execute(
    executor,
  );
  return rows;
}

/** The tables of a player's history that staff page through, each row the player's by `user_id`. */
type PlayerHistoryTable = 'bets' | 'identity_verifications' | 'location_checks';

/** How many rows of one of the player's histories there are: the total of its back-office pages. */
export async function playerRowCount(
  executor: Database | Trx,
  table: PlayerHistoryTable,
  userId: bigint,
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(executor);
  return rows[0]?.count ?? 0;
}

/** How many rows a query matches (its filters and joins, before any columns are picked). */
export async function rowCount<D, T extends keyof D>(
  query: SelectQueryBuilder<D, T, object>,
): Promise<number> {
  const row = await query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  // Kysely cannot resolve the selection's type through the type parameters; the column is the count above.
  return (row as { count: number }).count;
}
