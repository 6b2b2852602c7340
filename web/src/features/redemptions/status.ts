import type { Redemption, RedemptionMethod, RedemptionStatus } from '@casino/contract';

/** What each status is called where the player reads it. */
export const STATUS_LABELS: Record<RedemptionStatus, string> = {
  pending_review: 'Pending review',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  failed: 'Payout failed',
};

export const METHOD_LABELS: Record<RedemptionMethod, string> = {
  bank: 'Bank transfer',
  gift_card: 'Gift card',
  crypto: 'Crypto',
};

/** One step of the stepper: done, under way now, still to come, or where the request stopped. */
export interface Step {
  status: RedemptionStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
  /** When the request reached this step (from its timeline); null when it has not. */
  at: string | null;
  reason: string | null;
}

const HAPPY_PATH: readonly RedemptionStatus[] = ['pending_review', 'approved', 'paid'];

/**
 * The stepper of a request: pending review → approved → paid. A request that stopped (rejected or
 * cancelled while pending, payout failed after approval) shows its last reached step, then where it
 * stopped, in place of the steps it will never reach.
 */
export function stepsOf(redemption: Pick<Redemption, 'status' | 'timeline' | 'reason'>): Step[] {
  const reached = (status: RedemptionStatus) =>
    [...redemption.timeline].reverse().find((entry) => entry.status === status);
  const stopped = !HAPPY_PATH.includes(redemption.status);
  // Rejected and cancelled stop after pending review; a failed payout after approval.
  const path = stopped
    ? [...HAPPY_PATH.slice(0, redemption.status === 'failed' ? 2 : 1), redemption.status]
    : HAPPY_PATH;
  const currentIndex = path.indexOf(redemption.status);
  return path.map((status, index) => {
    const entry = reached(status);
    const state: Step['state'] =
      index < currentIndex
        ? 'done'
        : index > currentIndex
          ? 'upcoming'
          : stopped
            ? 'stopped'
            : status === 'paid'
              ? 'done'
              : 'current';
    return {
      status,
      label: STATUS_LABELS[status],
      state,
      at: entry?.at ?? null,
      reason: state === 'stopped' ? (entry?.reason ?? redemption.reason) : null,
    };
  });
}

/** The promise the player is waiting on now: review while pending, payout once approved; none once final. */
export function promiseOf(redemption: Pick<Redemption, 'status' | 'stages'>): string | null {
  const stage =
    redemption.status === 'pending_review' ? 'review' : redemption.status === 'approved' ? 'payout' : null;
  return redemption.stages.find((s) => s.stage === stage && s.done_at === null)?.due_at ?? null;
}
