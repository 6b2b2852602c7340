import { REDEMPTION_TEXTS, type Redemption } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { openedCode } from './gift-card-codes';
import { overdueCounts, paidTotal, redemptionById, redemptionsOfPlayer, timelinesOf } from './repository';
import { redemptionView } from './view';

type Executor = Database | Trx;

/**
 * A player's requests as staff see them (the back office's player detail), newest first, each with its
 * timeline and promised times; gift-card codes masked.
 */
export async function redemptionsOf(executor: Executor, userId: bigint): Promise<Redemption[]> {
  const rows = await redemptionsOfPlayer(executor, userId);
  const timelines = await timelinesOf(
    executor,
    rows.map((r) => r.id),
  );
  return rows.map((row) => redemptionView(row, timelines));
}

/** The player's own requests, newest first: their gift-card codes in full, for them alone. */
export async function ownRedemptions(db: Database, userId: bigint): Promise<Redemption[]> {
  const rows = await redemptionsOfPlayer(db, userId);
  const timelines = await timelinesOf(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map(async (row) => redemptionView(row, timelines, await openedCode(db, row))));
}

/** One of the player's own requests, its code in full; another player's is not found, as if it did not exist. */
export async function ownRedemption(db: Database, userId: bigint, id: bigint): Promise<Redemption> {
  const row = await redemptionById(db, id);
  if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
  return redemptionView(row, await timelinesOf(db, [id]), await openedCode(db, row));
}

/** USD cents (= SC minor units) of the player's prizes paid in [yearStart, yearEnd), for tax reporting. */
export function paidRedemptionsTotal(
  executor: Executor,
  userId: bigint,
  yearStart: Date,
  yearEnd: Date,
): Promise<bigint> {
  return paidTotal(executor, userId, yearStart, yearEnd);
}

/**
 * Requests past their promised time (docs/redemptions.md, "Promised times"), per stage, on the database's
 * clock: what the operator's payouts-overdue alert counts.
 */
export function overdueRedemptions(executor: Executor): Promise<{ review: number; payout: number }> {
  return overdueCounts(executor);
}
