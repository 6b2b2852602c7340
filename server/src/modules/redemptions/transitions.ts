import type { RedemptionActor, RedemptionStatus } from '@casino/contract';
import type { Updateable } from 'kysely';
import type { RedemptionsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { publishRedemption } from './events';
import { payCoins, returnCoins } from './ledger-moves';
import { queuePayout } from './payout-job';
import type { RedemptionsPorts } from './ports';
import { appendTimeline, moveStatus, type RedemptionRow, type StageClock } from './repository';

/**
 * The state machine of a request (docs/redemptions.md):
 *   pending_review → approved (staff, with its payout job) → paid (the job or webhook; staff by hand)
 *   pending_review → rejected (staff) | cancelled (player)      coins returned
 *   approved → failed (the vendor refused; staff once it paid nothing)   coins returned
 */
const NEXT: Record<RedemptionStatus, readonly RedemptionStatus[]> = {
  pending_review: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'failed'],
  paid: [],
  rejected: [],
  cancelled: [],
  failed: [],
};

export interface Move {
  id: bigint;
  from: RedemptionStatus;
  to: RedemptionStatus;
  actor: RedemptionActor;
  actorId: bigint | null;
  reason?: string | null;
  changes?: Omit<Updateable<RedemptionsTable>, 'status' | 'id'>;
}

/**
 * Takes a request from `from` to `to` in the caller's transaction, with the coins that move with it
 * (or, on approval, the payout job), a timeline row and the player's realtime update. Answers undefined, having changed nothing, when the
 * request was no longer in `from` (another decision won): the caller says so in its own words.
 */
export async function advance(
  trx: Trx,
  ports: RedemptionsPorts,
  move: Move,
): Promise<RedemptionRow | undefined> {
  if (!NEXT[move.from].includes(move.to)) throw new Error(`redemption: no move ${move.from} → ${move.to}`);
  const row = await moveStatus(
    trx,
    move.id,
    move.from,
    move.to,
    { ...(move.reason !== undefined ? { reason: move.reason } : {}), ...move.changes },
    stamps(move.to, ports.config.REDEMPTION_PAYOUT_HOURS),
  );
  if (!row) return undefined;
  if (move.to === 'approved') await queuePayout(trx, row.id);
  if (move.to === 'paid') await payCoins(trx, ports.ledger, row);
  if (move.to === 'rejected' || move.to === 'cancelled' || move.to === 'failed')
    await returnCoins(trx, ports.ledger, row);
  await appendTimeline(trx, {
    redemptionId: row.id,
    status: move.to,
    actor: move.actor,
    actorId: move.actorId,
    reason: move.reason ?? null,
  });
  await publishRedemption(trx, ports, row);
  return row;
}

/** When each stage ended, on the database's clock; approval starts the payout stage's promised time. */
function stamps(to: RedemptionStatus, payoutHours: number): StageClock {
  switch (to) {
    case 'approved':
      return { decided: true, payoutDueHours: payoutHours };
    case 'rejected':
    case 'cancelled':
      return { decided: true, finished: true };
    case 'paid':
    case 'failed':
      return { finished: true };
    case 'pending_review':
      return {};
  }
}
