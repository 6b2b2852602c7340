import {
  type AdminRedemption,
  type AdminRedemptionQuery,
  type AdminRedemptionQueue,
  REDEMPTION_STATUSES,
  REDEMPTION_TEXTS,
  type RedemptionStatus,
} from '@casino/contract';
import { sql } from 'kysely';
import { AppError } from '../../http/errors';
import type { RedemptionsConfig, RedemptionsPorts } from './ports';
import { queueCounts, queueRow, queueRows, timelinesOf } from './repository';
import { adminRedemptionView } from './view';

/**
 * What the queue reads: the requests, and when one is due soon. The back office's queue counts pass
 * these two (a read, no port of the redemptions module).
 */
export type QueuePorts = Pick<RedemptionsPorts, 'db'> & {
  config: Pick<RedemptionsConfig, 'REDEMPTION_DUE_SOON_HOURS'>;
};

/** The database's clock: the promised times were written by it, so they are compared on it. */
async function databaseNow(ports: QueuePorts): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(ports.db);
  return (rows[0] as { now: Date }).now;
}

/**
 * The staff queue: requests oldest first with their promised times (overdue, due soon) and the count
 * per status, so staff see first what is about to miss its promise.
 */
export async function redemptionQueue(
  ports: QueuePorts,
  query: AdminRedemptionQuery,
): Promise<AdminRedemptionQueue> {
  const filter = {
    status: query.status,
    method: query.method,
    userId: query.userId === undefined ? undefined : BigInt(query.userId),
  };
  const rows = await queueRows(ports.db, filter);
  const timelines = await timelinesOf(
    ports.db,
    rows.map((r) => r.id),
  );
  const now = await databaseNow(ports);
  const counts = Object.fromEntries(REDEMPTION_STATUSES.map((s) => [s, 0])) as Record<
    RedemptionStatus,
    number
  >;
  for (const row of await queueCounts(ports.db, filter)) counts[row.status] = Number(row.count);
  return {
    redemptions: rows.map((row) =>
      adminRedemptionView(row, timelines, now, ports.config.REDEMPTION_DUE_SOON_HOURS),
    ),
    counts,
  };
}

/** One request as the queue shows it (the answer of a decision). */
export async function queueEntry(ports: QueuePorts, id: bigint): Promise<AdminRedemption> {
  const row = await queueRow(ports.db, id);
  if (!row) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
  const now = await databaseNow(ports);
  return adminRedemptionView(
    row,
    await timelinesOf(ports.db, [id]),
    now,
    ports.config.REDEMPTION_DUE_SOON_HOURS,
  );
}
