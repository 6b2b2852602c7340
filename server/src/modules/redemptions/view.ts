import {
  type AdminRedemption,
  formatAmount,
  type Redemption,
  type RedemptionStage,
  type RedemptionStatus,
} from '@casino/contract';
import type { RedemptionEventRow, RedemptionRow } from './repository';

/** A request as its player sees it: amount as a wire string, each stage's promised time, its timeline. */
export function redemptionView(row: RedemptionRow, timeline: RedemptionEventRow[]): Redemption {
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
    gift_card_code: row.gift_card_code,
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

/** A request in the staff queue: who asked, and whether its promised time is near or gone. */
export function adminRedemptionView(
  row: RedemptionRow & { username: string | null },
  timeline: RedemptionEventRow[],
  now: Date,
  dueSoonHours: number,
): AdminRedemption {
  const due = currentDueAt(row);
  const left = due ? due.getTime() - now.getTime() : null;
  return {
    ...redemptionView(row, timeline),
    user: { id: Number(row.user_id), username: row.username ?? `#${row.user_id}` },
    due_at: due?.toISOString() ?? null,
    overdue: left !== null && left < 0,
    due_soon: left !== null && left >= 0 && left <= dueSoonHours * 3_600_000,
  };
}
