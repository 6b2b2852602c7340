import {
  type AdminRedemption,
  formatAmount,
  type Redemption,
  type RedemptionPayoutState,
  type RedemptionStage,
  type RedemptionStatus,
} from '@casino/contract';
import { maskedCode } from './gift-card-codes';
import type { QueueRow, RedemptionEventRow, RedemptionRow } from './repository';

/**
 * A request with its timeline and each stage's promised time. The gift card's code is masked unless the
 * caller opened it for the request's own player (read.ts): staff and realtime events never carry it.
 */
export function redemptionView(
  row: RedemptionRow,
  timeline: RedemptionEventRow[],
  giftCardCode: string | null = maskedCode(row),
): Redemption {
  const stages: RedemptionStage[] = [
    {
      stage: 'review',
      due_at: row.review_due_at.toISOString(),
      done_at: row.decided_at?.toISOString() ?? null,
    },
  ];
  if (row.payout_due_at)
    stages.push({
      stage: 'payout',
      due_at: row.payout_due_at.toISOString(),
      done_at: row.status === 'approved' ? null : (row.finished_at?.toISOString() ?? null),
    });
  return {
    id: Number(row.id),
    method: row.method,
    amount: formatAmount(row.amount),
    status: row.status,
    destination: row.destination,
    reason: row.reason,
    payout_reference: row.payout_reference,
    gift_card_code: giftCardCode,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    stages,
    timeline: timeline
      .filter((e) => e.redemption_id === row.id)
      .map((e) => ({
        status: e.status,
        at: e.at.toISOString(),
        actor: e.actor,
        actor_id: e.actor_id === null ? null : Number(e.actor_id),
        reason: e.reason,
      })),
  };
}

/** The promised end of the stage a request is in, or null once it is final. */
export function currentDueAt(row: RedemptionRow): Date | null {
  const byStatus: Record<RedemptionStatus, Date | null> = {
    pending_review: row.review_due_at,
    approved: row.payout_due_at,
    paid: null,
    rejected: null,
    cancelled: null,
    failed: null,
  };
  return byStatus[row.status];
}

/**
 * Where an approved request's vendor payout stands, from its job: staff see one that is retrying or
 * dead at once, not when its promised time runs out. Null when not approved, or while no job exists (an
 * approval from before payout jobs: the reconciliation sweep queues one).
 */
function payoutState(row: QueueRow): RedemptionPayoutState | null {
  if (row.status !== 'approved' || !row.payout_job_status) return null;
  if (row.payout_job_status === 'dead') return 'dead';
  if (row.method === 'bank' && row.vendor_payout_id) return 'pending_vendor';
  return row.payout_job_error ? 'retrying' : 'sending';
}

/** A request in the staff queue: who asked, whether its promised time is near or gone, its payout. */
export function adminRedemptionView(
  row: QueueRow,
  timeline: RedemptionEventRow[],
  now: Date,
  dueSoonHours: number,
): AdminRedemption {
  const due = currentDueAt(row);
  const left = due ? due.getTime() - now.getTime() : null;
  const state = payoutState(row);
  return {
    ...redemptionView(row, timeline),
    user: { id: Number(row.user_id), username: row.username ?? `#${row.user_id}` },
    due_at: due?.toISOString() ?? null,
    overdue: left !== null && left < 0,
    due_soon: left !== null && left >= 0 && left <= dueSoonHours * 3_600_000,
    payout: state,
    payout_error: state === 'retrying' || state === 'dead' ? row.payout_job_error : null,
  };
}
