import { REDEMPTION_TEXTS, type Redemption } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { paidTotal, redemptionById, redemptionsOfPlayer, timelinesOf } from './repository';
import { redemptionView } from './view';

type Executor = Database | Trx;

/** A player's requests, newest first, each with its timeline and promised times. */
export async function redemptionsOf(executor: Executor, userId: bigint): Promise<Redemption[]> {
  const rows = await redemptionsOfPlayer(executor, userId);
  const timelines = await timelinesOf(
    executor,
    rows.map((r) => r.id),
  );
  return rows.map((row) => redemptionView(row, timelines));
}

/** One of the player's own requests; another player's is not found, as if it did not exist. */
export async function redemptionOf(executor: Executor, userId: bigint, id: bigint): Promise<Redemption> {
  const row = await redemptionById(executor, id);
  if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
  return redemptionView(row, await timelinesOf(executor, [id]));
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
