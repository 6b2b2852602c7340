import type { PaymentStatus } from '@casino/contract';
import type { VendorPayment } from '../../../adapters/payments/interface';
import type { Trx } from '../../../db/transaction';
import { announceBalance } from '../../users';
import { firstPurchaseGc } from '../bundles/offers';
import { promotionFreeSpins } from '../bundles/repository';
import type { PurchasePorts } from '../ports';
import { noticePurchaseCompleted } from './completed-notice';
import {
  addToTotalPurchases,
  completePurchase,
  lockPurchaser,
  type PurchaseRow,
  recordVendorStatus,
} from './repository';

/** What a purchase is, after the vendor's latest word on it. */
export interface Settled {
  status: PaymentStatus;
  orderId: string;
  /** The balance announced to the player when this call credited the purchase. */
  credited: boolean;
}

/**
 * Applies the vendor's payment to the purchase, in the caller's transaction. COMPLETED credits the
 * bundle once: the player's row is locked (their purchases complete one at a time, so exactly one is
 * their first and doubles its GC), the purchase moves to 'completed' only from an open state, and the
 * ledger transfers are keyed on the purchase; the player's inbox hears of it in the same transaction. Whatever arrives twice, late or out of order finds it
 * completed and credits nothing more. A failure closes an open purchase; a pending one stays open.
 */
export async function settlePurchase(
  ports: PurchasePorts,
  trx: Trx,
  purchase: PurchaseRow,
  payment: VendorPayment,
): Promise<Settled> {
  const orderId = String(purchase.id);
  if (payment.status === 'COMPLETED') {
    const purchaser = await lockPurchaser(trx, purchase.user_id);
    const gc = firstPurchaseGc(purchase.gc, purchaser.total_purchases === 0n);
    const completed = await completePurchase(trx, purchase.id, {
      gc,
      sc: purchase.sc,
      paymentId: payment.id,
    });
    if (!completed) return { status: 'COMPLETED', orderId, credited: false };
    await ports.ledger.creditPurchase(trx, {
      purchaseId: purchase.id,
      userId: purchase.user_id,
      gc,
      sc: purchase.sc,
    });
    await addToTotalPurchases(trx, purchase.user_id, purchase.amount);
    await grantFreeSpins(ports, trx, purchase);
    await announceBalance(trx, ports.ledger, purchase.user_id);
    await noticePurchaseCompleted(trx, purchase.user_id, {
      gc,
      sc: purchase.sc,
      reference: { purchase_id: orderId },
    });
    return { status: 'COMPLETED', orderId, credited: true };
  }
  if (payment.status === 'PROCESSING' || payment.status === 'PENDING' || payment.status === 'PAYABLE')
    await recordVendorStatus(trx, purchase.id, 'processing', payment.status, null);
  else await recordVendorStatus(trx, purchase.id, 'failed', payment.status, payment.message);
  return { status: payment.status, orderId, credited: false };
}

/**
 * A Free Spins promotion's rounds go to the player with the coins, in the same transaction. SC spins
 * only where the purchase awards SC: in a GC-only state (`purchase.sc` is 0) they are SC the player may
 * not be given, as the bundle's own SC are not.
 */
async function grantFreeSpins(ports: PurchasePorts, trx: Trx, purchase: PurchaseRow): Promise<void> {
  if (purchase.promotion_id === null) return;
  const spins = await promotionFreeSpins(trx, purchase.promotion_id);
  if (!spins || (spins.coin === 'SC' && purchase.sc === 0n)) return;
  await ports.freeRounds.grant(trx, {
    userId: purchase.user_id,
    purchaseId: purchase.id,
    promotionId: purchase.promotion_id,
    ...spins,
  });
}
