import { coinsText, formatAmount, WALLET_TEXTS } from '@casino/contract';
import type { Trx } from '../../../db/transaction';
import { notify } from '../../notifications';

/**
 * Tells the player's inbox that a purchase (a bundle, or a crypto deposit bought as one) was credited,
 * in the transaction that credits it: the notice exists exactly when the coins do.
 */
export function noticePurchaseCompleted(
  trx: Trx,
  userId: bigint,
  credited: { gc: bigint; sc: bigint; reference: Record<string, string> },
): Promise<unknown> {
  const gc = formatAmount(credited.gc);
  const sc = formatAmount(credited.sc);
  return notify(trx, userId, {
    kind: 'purchase-completed',
    title: WALLET_TEXTS.purchaseComplete,
    body: `${coinsText(gc, sc)} added to your balance.`,
    link: '/transactions/purchases',
    payload: { ...credited.reference, gc, sc },
  });
}
