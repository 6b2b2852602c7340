import { type AdminRedemption, REDEMPTION_TEXTS, type RedemptionStatus } from '@casino/contract';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { recordStaffAction, refuseOwnAccount, type StaffAction } from '../staff';
import { mailRedemption } from './events';
import type { RedemptionsPorts } from './ports';
import { queueEntry } from './queue';
import { type RedemptionRow, redemptionById } from './repository';
import { closePayoutSettledByHand, refuseWhileVendorMayPay } from './settle-by-hand';
import { advance, type Move } from './transitions';

/** Who decides, and for the audit log what they did. */
interface Decision {
  staffId: bigint;
  id: bigint;
  action: StaffAction;
  from: RedemptionStatus;
  to: RedemptionStatus;
  reason?: string;
  changes?: Move['changes'];
  refusal: string;
  /** Checked in the decision's transaction before the request moves (a payout settled by hand). */
  guard?: (trx: Trx) => Promise<void>;
}

/**
 * One staff decision in one transaction: the conditional status change with its coins, the timeline,
 * the player's update and the audit log row. Two staff deciding at once, or a staff member racing the
 * player's cancel, find the request moved and are refused with nothing changed.
 */
async function decide(ports: RedemptionsPorts, decision: Decision): Promise<RedemptionRow> {
  const row = await inTransaction(ports.db, async (trx) => {
    const before = await redemptionById(trx, decision.id);
    if (!before) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
    refuseOwnAccount(decision.staffId, before.user_id);
    if (before.status === decision.from) await decision.guard?.(trx);
    const moved = await advance(trx, ports, {
      id: decision.id,
      from: decision.from,
      to: decision.to,
      actor: 'staff',
      actorId: decision.staffId,
      ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
      ...(decision.changes ? { changes: decision.changes } : {}),
    });
    if (!moved) throw new AppError('CONFLICT', decision.refusal);
    await audit(trx, decision, before, moved);
    await mailRedemption(trx, ports, moved);
    return moved;
  });
  return row;
}

async function audit(trx: Trx, decision: Decision, before: RedemptionRow, after: RedemptionRow) {
  await recordStaffAction(trx, {
    staffId: decision.staffId,
    action: decision.action,
    subjectUserId: after.user_id,
    subjectType: 'redemption',
    subjectId: after.id,
    before: { status: before.status },
    after: { status: after.status, ...(after.payout_reference ? { reference: after.payout_reference } : {}) },
    reason: decision.reason ?? null,
  });
}

/** Decides a request pending review: approved, or rejected with the reason the player is shown. */
async function review(
  ports: RedemptionsPorts,
  decision: Pick<Decision, 'staffId' | 'id' | 'to' | 'reason'>,
): Promise<AdminRedemption> {
  await decide(ports, {
    ...decision,
    action: 'redemptions.decide',
    from: 'pending_review',
    refusal: REDEMPTION_TEXTS.notDecidable,
  });
  return queueEntry(ports, decision.id);
}

/**
 * Approves a request pending review; its payout job commits with the approval, and a worker asks the
 * vendor to pay it at once (payouts.ts), retrying until the vendor answers.
 */
export function approveRedemption(
  ports: RedemptionsPorts,
  staffId: bigint,
  id: bigint,
): Promise<AdminRedemption> {
  return review(ports, { staffId, id, to: 'approved' });
}

/** Rejects a request pending review with the reason the player is shown; the coins go back to them. */
export function rejectRedemption(
  ports: RedemptionsPorts,
  staffId: bigint,
  id: bigint,
  reason: string,
): Promise<AdminRedemption> {
  return review(ports, { staffId, id, to: 'rejected', reason });
}

/**
 * Settles an approved request by hand, paid or failed: only once its payout job is dead and the vendor
 * holds no payout for it (settle-by-hand.ts). The dead job is closed in the decision's transaction, so a
 * later retry cannot pay it too.
 */
async function settleByHand(
  ports: RedemptionsPorts,
  staffId: bigint,
  id: bigint,
  settlement: Pick<Decision, 'to' | 'changes' | 'reason' | 'refusal'> & { outcome: string },
): Promise<AdminRedemption> {
  const { outcome, ...move } = settlement;
  await refuseWhileVendorMayPay(ports, id);
  await decide(ports, {
    staffId,
    id,
    action: 'redemptions.pay',
    from: 'approved',
    ...move,
    guard: (trx) => closePayoutSettledByHand(trx, id, outcome),
  });
  return queueEntry(ports, id);
}

/** Marks an approved request paid by hand (paid outside the vendor), with the payment's reference. */
export function markRedemptionPaid(
  ports: RedemptionsPorts,
  staffId: bigint,
  id: bigint,
  reference: string,
): Promise<AdminRedemption> {
  return settleByHand(ports, staffId, id, {
    to: 'paid',
    changes: { payout_reference: reference },
    refusal: REDEMPTION_TEXTS.notApproved,
    outcome: `marked paid (${reference})`,
  });
}

/**
 * Fails an approved request whose payout the vendor confirms it never made: the coins go back to the
 * player, with the reason they are shown.
 */
export function failRedemptionPayout(
  ports: RedemptionsPorts,
  staffId: bigint,
  id: bigint,
  reason: string,
): Promise<AdminRedemption> {
  return settleByHand(ports, staffId, id, {
    to: 'failed',
    reason,
    refusal: REDEMPTION_TEXTS.notFailable,
    outcome: 'failed, coins returned',
  });
}
