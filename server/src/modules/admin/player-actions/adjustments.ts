import {
  type AdjustmentRequest,
  type AdjustmentResult,
  type ApprovalRequested,
  adjustmentSchema,
  formatAmount,
  parseSignedAmount,
} from '@casino/contract';
import type { Trx } from '../../../db/transaction';
import { AppError, fieldError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import { coinOfAccount, postAdjustment } from '../../../ledger/adjustments';
import { InsufficientFunds } from '../../../ledger/insufficient-funds';
import { recordStaffAction, refuseOverCap, refuseOwnAccount } from '../../staff';
import { needsSecondAdmin, requestApproval } from '../../staff-approvals';
import { announceBalance } from '../../users';
import type { AdminPorts } from '../ports';
import { balancesOf, NO_SUCH_PLAYER } from '../users/service';

/** The adjustment's amount in minor units, negative for a debit (the contract's pattern checked its shape). */
function signedAmount(body: AdjustmentRequest): bigint {
  return parseSignedAmount(body.amount) ?? 0n;
}

/** 202: the adjustment waits for a second admin (maker-checker) and has moved nothing yet. */
export type AdjustmentAnswer = AdjustmentResult | ApprovalRequested;

/**
 * `POST /api/admin/users/:id/adjustments`: a manual credit or debit through the ledger, with the audit
 * row (balances before and after, the reason) in the same transaction, once per Idempotency-Key. Never
 * on the staff member's own account; above its cap (`STAFF_CAP_ADJUST_*`, by size, credit or debit)
 * refused; above the maker-checker threshold filed for a second admin instead. A debit that would
 * leave the account below zero is refused and changes nothing.
 */
export async function adjustBalance(
  ports: AdminPorts,
  request: RequestKey,
  userId: bigint,
  body: AdjustmentRequest,
): Promise<AdjustmentAnswer> {
  refuseOwnAccount(request.userId, userId);
  if (coinOfAccount(body.account) !== body.coin)
    throw fieldError('account', `The ${body.account} account does not hold ${body.coin}.`);
  const amount = signedAmount(body);
  const size = amount < 0n ? -amount : amount;
  refuseOverCap(ports.config, { action: 'adjustment', coin: body.coin, amount: size, field: 'amount' });
  return runOnce<AdjustmentAnswer>(ports.db, request, 'admin:adjustment', async (trx) => {
    const player = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!player) throw new AppError('NOT_FOUND', NO_SUCH_PLAYER);
    const sizes = { gc: body.coin === 'GC' ? size : 0n, sc: body.coin === 'SC' ? size : 0n };
    if (needsSecondAdmin(ports.config, sizes)) {
      const answer = await requestApproval(trx, {
        kind: 'adjustment',
        makerId: request.userId,
        subjectUserId: userId,
        ...sizes,
        payload: { ...body },
        reason: body.reason,
      });
      return { answer };
    }
    const posted = await postStaffAdjustment(trx, ports, {
      key: `adjustment:${request.userId}:${request.key}`,
      staffId: request.userId,
      userId,
      body,
    });
    await recordStaffAction(trx, {
      staffId: request.userId,
      action: 'users.adjust',
      subjectUserId: userId,
      subjectType: 'ledger_transfer',
      subjectId: posted.transfer_id,
      before: { balances: posted.before },
      after: { balances: posted.after, account: body.account, amount: formatAmount(amount) },
      reason: body.reason,
    });
    return {
      answer: {
        message: 'The adjustment has been posted.',
        transfer_id: posted.transfer_id,
        balances: posted.after,
      },
    };
  });
}

/**
 * Posts the adjustment through the ledger (the player's accounts locked first, so the balances before
 * and after are this adjustment's alone) and announces the balance after the commit.
 */
async function postStaffAdjustment(
  trx: Trx,
  ports: Pick<AdminPorts, 'ledger'>,
  adjustment: { key: string; staffId: bigint; userId: bigint; body: AdjustmentRequest },
) {
  const { userId, body } = adjustment;
  await ports.ledger.playerAccounts(trx, userId, true);
  const before = await balancesOf(trx, ports.ledger, userId);
  let transfer: Awaited<ReturnType<typeof postAdjustment>>;
  try {
    transfer = await postAdjustment(ports.ledger, trx, {
      key: adjustment.key,
      userId,
      account: body.account,
      amount: signedAmount(body),
      staffId: adjustment.staffId,
      reason: body.reason,
    });
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw new AppError('INSUFFICIENT_FUNDS', 'The adjustment would take the balance below zero.');
    throw error;
  }
  const after = await balancesOf(trx, ports.ledger, userId);
  await announceBalance(trx, ports.ledger, userId);
  return { transfer_id: String(transfer.transferId), before, after };
}

/**
 * Maker-checker's applier: posts an approved adjustment as its maker asked for it, keyed on the
 * approval so it moves coins once; answers what moved for the checker's audit row.
 */
export function applyApprovedAdjustment(ports: Pick<AdminPorts, 'ledger'>) {
  return async (
    trx: Trx,
    approved: {
      approvalId: bigint;
      makerId: bigint;
      subjectUserId: bigint | null;
      payload: Record<string, unknown>;
    },
  ) => {
    if (approved.subjectUserId === null) throw new Error('an adjustment approval names its player');
    const body = adjustmentSchema.parse(approved.payload);
    const posted = await postStaffAdjustment(trx, ports, {
      key: `adjustment:approval:${approved.approvalId}`,
      staffId: approved.makerId,
      userId: approved.subjectUserId,
      body,
    });
    return { ...posted, account: body.account, amount: body.amount };
  };
}
