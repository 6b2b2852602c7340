import { formatAmount, WALLET_TEXTS } from '@casino/contract';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import { announceBalance } from '../../users';
import type { PurchasePorts } from '../ports';
import { awaitingConfirmation, freezePlayer, recordConfirmation } from './repository';

/** `GET /api/pendingpaymentconfirmation`: the oldest purchase awaiting Confirm or Deny, or null. */
export async function pendingConfirmation(db: Database, userId: bigint) {
  const purchase = await awaitingConfirmation(db, userId);
  return {
    confirmation: purchase ? { id: Number(purchase.id), usd_amount: formatAmount(purchase.amount) } : null,
  };
}

/**
 * `POST /api/confirmpayment`: 1 confirms the purchase; 2 denies it (spec §4): the account is frozen
 * pending compliance, and the purchase's coins are taken back through the ledger as far as the balance
 * allows (the money is refunded by compliance, outside the product). Once per purchase.
 */
export async function confirmPayment(
  ports: PurchasePorts,
  request: RequestKey,
  body: { status: 1 | 2; id?: number | undefined },
): Promise<{ message: string }> {
  return runOnce<{ message: string }>(ports.db, request, 'payments:confirm', async (trx) => {
    const id = body.id === undefined ? undefined : BigInt(body.id);
    const purchase = await awaitingConfirmation(trx, request.userId, id, true);
    if (!purchase) throw new AppError('NOT_FOUND', WALLET_TEXTS.nothingToConfirm);
    if (body.status === 1) {
      await recordConfirmation(trx, purchase.id, { confirmation: 'confirmed' });
      return { answer: { message: WALLET_TEXTS.confirmed } };
    }
    // The player's row before their accounts, the order a purchase's finalise takes them in.
    await freezePlayer(trx, request.userId, WALLET_TEXTS.frozenReason);
    const clawedBack = await ports.ledger.clawBackPurchase(trx, {
      purchaseId: purchase.id,
      userId: request.userId,
      gc: purchase.credited_gc ?? 0n,
      sc: purchase.credited_sc ?? 0n,
    });
    await recordConfirmation(trx, purchase.id, { confirmation: 'denied', clawedBack });
    await announceBalance(trx, ports.ledger, request.userId);
    return { answer: { message: WALLET_TEXTS.denied } };
  });
}
