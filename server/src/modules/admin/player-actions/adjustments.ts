import { type AdjustmentRequest, type AdjustmentResult, formatAmount } from '@casino/contract';
import type { Deps } from '../../../deps';
import { AppError, fieldError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import { coinOfAccount, postAdjustment } from '../../../ledger/adjustments';
import { InsufficientFunds } from '../../../ledger/insufficient-funds';
import { recordStaffAction } from '../../staff';
import { announceBalance } from '../../users';
import { balancesOf, NO_SUCH_PLAYER } from '../users/service';

/** "-10.50" → -1050n (the contract's pattern has already checked the shape). */
function signedMinorUnits(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/**
 * `POST /api/admin/users/:id/adjustments`: a manual credit or debit through the ledger, with the audit
 * row (balances before and after, the reason) in the same transaction, once per Idempotency-Key. A
 * debit that would leave the account below zero is refused and changes nothing.
 */
export async function adjustBalance(
  deps: Deps,
  request: RequestKey,
  userId: bigint,
  body: AdjustmentRequest,
): Promise<AdjustmentResult> {
  if (coinOfAccount(body.account) !== body.coin)
    throw fieldError('account', `The ${body.account} account does not hold ${body.coin}.`);
  const amount = signedMinorUnits(body.amount);
  return runOnce<AdjustmentResult>(deps.db, request, 'admin:adjustment', async (trx) => {
    const player = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!player) throw new AppError('NOT_FOUND', NO_SUCH_PLAYER);
    // Locked first, so the balances the audit row shows before and after are this adjustment's alone.
    await deps.ledger.playerAccounts(trx, userId, true);
    const before = await balancesOf(trx, deps.ledger, userId);
    let transfer: Awaited<ReturnType<typeof postAdjustment>>;
    try {
      transfer = await postAdjustment(deps.ledger, trx, {
        key: `adjustment:${request.userId}:${request.key}`,
        userId,
        account: body.account,
        amount,
        staffId: request.userId,
        reason: body.reason,
      });
    } catch (error) {
      if (error instanceof InsufficientFunds)
        throw new AppError('INSUFFICIENT_FUNDS', 'The adjustment would take the balance below zero.');
      throw error;
    }
    const after = await balancesOf(trx, deps.ledger, userId);
    await recordStaffAction(trx, {
      staffId: request.userId,
      action: 'users.adjust',
      subjectUserId: userId,
      subjectType: 'ledger_transfer',
      subjectId: transfer.transferId,
      before: { balances: before },
      after: { balances: after, account: body.account, amount: formatAmount(amount) },
      reason: body.reason,
    });
    await announceBalance(trx, deps.ledger, userId);
    return {
      answer: {
        message: 'The adjustment has been posted.',
        transfer_id: String(transfer.transferId),
        balances: after,
      },
    };
  });
}
