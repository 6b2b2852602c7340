import { type AdminRedemption, REDEMPTION_TEXTS, type RedemptionStatus } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Trx } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { recordStaffAction, refuseOwnAccount, type StaffAction } from '../staff';
import { mailRedemption } from './events';
import { startPayout } from './payouts';
import { queueEntry } from './queue';
import { type RedemptionRow, redemptionById } from './repository';
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
}

/**
 * One staff decision in one transaction: the conditional status change with its coins, the timeline,
 * the player's update and the audit log row. Two staff deciding at once, or a staff member racing the
 * player's cancel, find the request moved and are refused with nothing changed.
 */
async function decide(deps: Deps, decision: Decision): Promise<RedemptionRow> {
  const row = await inTransaction(deps.db, async (trx) => {
    const before = await redemptionById(trx, decision.id);
    if (!before) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
    refuseOwnAccount(decision.staffId, before.user_id);
    const moved = await advance(trx, deps, {
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
    return moved;
  });
  await mailRedemption(deps, row);
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

/** Approves a request pending review, then asks its vendor to pay it (outside the decision's transaction). */
export async function approveRedemption(
  deps: Deps,
  staffId: bigint,
  id: bigint,
  log: FastifyBaseLogger,
): Promise<AdminRedemption> {
  const approved = await decide(deps, {
    staffId,
    id,
    action: 'redemptions.decide',
    from: 'pending_review',
    to: 'approved',
    refusal: REDEMPTION_TEXTS.notDecidable,
  });
  await startPayout(deps, approved, log);
  return queueEntry(deps, id);
}

/** Rejects a request pending review with the reason the player is shown; the coins go back to them. */
export async function rejectRedemption(
  deps: Deps,
  staffId: bigint,
  id: bigint,
  reason: string,
): Promise<AdminRedemption> {
  await decide(deps, {
    staffId,
    id,
    action: 'redemptions.decide',
    from: 'pending_review',
    to: 'rejected',
    reason,
    refusal: REDEMPTION_TEXTS.notDecidable,
  });
  return queueEntry(deps, id);
}

/**
 * Marks an approved request paid by hand (paid outside the vendor), with the payment's reference. A
 * vendor's word arriving later finds it paid and changes nothing.
 */
export async function markRedemptionPaid(
  deps: Deps,
  staffId: bigint,
  id: bigint,
  reference: string,
): Promise<AdminRedemption> {
  await decide(deps, {
    staffId,
    id,
    action: 'redemptions.pay',
    from: 'approved',
    to: 'paid',
    changes: { payout_reference: reference },
    refusal: REDEMPTION_TEXTS.notApproved,
  });
  return queueEntry(deps, id);
}
