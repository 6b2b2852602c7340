import type { Trx } from '../db/transaction';
import type { Ledger } from './ledger';

/** A denied purchase compliance refunds: what it credited, and what the denial already took back. */
export interface RefundedPurchase {
  purchaseId: bigint;
  userId: bigint;
  /** Still with the player: credited minus what the denial took back. */
  outstandingGc: bigint;
  outstandingSc: bigint;
}

/**
 * When compliance refunds a denied purchase, the bundle's coins still with the player go back to the
 * purchases account, as far as the balances allow (coins played away are gone): GC from GC, SC from
 * unplayed first, then redeemable. Keyed `purchase-refund:<id>` (and `:sc`), so a refund takes back
 * once. Answers what it took back.
 */
export function takeBackRefundedPurchase(
  ledger: Ledger,
  trx: Trx,
  purchase: RefundedPurchase,
): Promise<{ gc: bigint; sc: bigint }> {
  const { purchaseId, userId, outstandingGc: gc, outstandingSc: sc } = purchase;
  return ledger.takeBackPurchaseCoins(trx, { purchaseId, userId, gc, sc }, 'refund');
}
