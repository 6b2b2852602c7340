import { formatAmount } from '@casino/contract';
import type { Database } from '../../../db/database';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { takeBackRefundedPurchase } from '../../../ledger/purchase-refunds';
import { recordStaffAction, refuseOwnAccount } from '../../staff';
import { announceBalance } from '../../users';
import {
  deniedPurchase,
  deniedPurchaseCount,
  deniedPurchasePage,
  markCleared,
  markRefunded,
  otherDeniedPurchases,
  queueVendorRefund,
  refundsAtVendor,
} from '../../wallet';
import { pageOf, pageWindow } from '../paging';
import { setFreeze } from '../player-actions/repository';
import type { AdminPorts } from '../ports';
import { purchaseView } from './view';

const NOT_AWAITING = 'No denied purchase awaits compliance by this id.';

/** The denied purchase compliance decides on, locked; never one of the staff member's own. */
async function lockAwaitingPurchase(trx: Trx, staffId: bigint, purchaseId: bigint) {
  const purchase = await deniedPurchase(trx, purchaseId, true);
  if (!purchase) throw new AppError('NOT_FOUND', NOT_AWAITING);
  refuseOwnAccount(staffId, purchase.user_id);
  return purchase;
}

/** Compliance's decision on a denied purchase (refund or clear), in the audit log as `purchases.refund`. */
function recordPurchaseDecision(
  trx: Trx,
  staffId: bigint,
  purchase: { id: bigint; user_id: bigint },
  decision: { before: Record<string, unknown>; after: Record<string, unknown>; reason: string },
) {
  return recordStaffAction(trx, {
    staffId,
    action: 'purchases.refund',
    subjectUserId: purchase.user_id,
    subjectType: 'purchase',
    subjectId: purchase.id,
    ...decision,
  });
}

/** `GET /api/admin/purchases/denied?page=`. */
export async function deniedPurchases(db: Database, page: number) {
  const [rows, total] = await Promise.all([
    deniedPurchasePage(db, pageWindow(page)),
    deniedPurchaseCount(db),
  ]);
  return pageOf(rows.map(purchaseView), page, total);
}

/**
 * `POST /api/admin/purchases/:id/refund`: compliance refunds a denied purchase. One transaction takes
 * the bundle's coins still with the player back through the ledger (as far as they remain), marks the
 * purchase refunded, audits the decision and queues the `purchase.refund` job that refunds the payment
 * at the vendor: whatever dies after the commit, the job refunds the card once (docs/jobs.md). Free
 * spins the purchase gave are cancelled in the same transaction, at the provider by a job. A bank
 * (ACH) debit has no vendor refund call: compliance returns that money by its own means and the product
 * records it here. The account stays frozen: lifting it is a decision of its own (`users.freeze`).
 */
export async function refundDeniedPurchase(ports: AdminPorts, staffId: bigint, purchaseId: bigint) {
  return inTransaction(ports.db, async (trx) => {
    const purchase = await lockAwaitingPurchase(trx, staffId, purchaseId);
    const clawedGc = purchase.clawed_back_gc ?? 0n;
    const clawedSc = purchase.clawed_back_sc ?? 0n;
    const taken = await takeBackRefundedPurchase(ports.ledger, trx, {
      purchaseId,
      userId: purchase.user_id,
      outstandingGc: (purchase.credited_gc ?? 0n) - clawedGc,
      outstandingSc: (purchase.credited_sc ?? 0n) - clawedSc,
    });
    const total = { gc: clawedGc + taken.gc, sc: clawedSc + taken.sc };
    await markRefunded(trx, purchaseId, total);
    const throughVendor = refundsAtVendor(purchase);
    if (throughVendor) await queueVendorRefund(trx, purchase);
    const spinsCancelled = await ports.freeRounds.cancel(trx, purchaseId);
    await recordPurchaseDecision(trx, staffId, purchase, {
      before: { confirmation: 'denied', clawed_back_gc: clawedGc, clawed_back_sc: clawedSc },
      after: {
        refunded: true,
        usd: formatAmount(purchase.amount),
        vendor_refund: throughVendor ? 'queued' : 'by compliance (bank debit)',
        refunded_gc: total.gc,
        refunded_sc: total.sc,
        ...(spinsCancelled ? { free_spins: 'cancelled' } : {}),
      },
      reason: 'Refunded after the player denied the purchase.',
    });
    if (taken.gc + taken.sc > 0n) await announceBalance(trx, ports.ledger, purchase.user_id);
    const refunded = throughVendor
      ? 'The purchase is refunded: the coins are taken back and the payment vendor refunds the card.'
      : 'The purchase is refunded: the coins are taken back; return the bank debit by hand.';
    return {
      message: spinsCancelled ? `${refunded} Its free spins not yet played are cancelled.` : refunded,
      refunded_gc: formatAmount(total.gc),
      refunded_sc: formatAmount(total.sc),
    };
  });
}

/**
 * `POST /api/admin/purchases/:id/clear`: compliance found the purchase genuine. The coins stay where
 * they are; the account is unfrozen unless another denied purchase still awaits compliance.
 */
export async function clearDeniedPurchase(db: Database, staffId: bigint, purchaseId: bigint) {
  return inTransaction(db, async (trx) => {
    const purchase = await lockAwaitingPurchase(trx, staffId, purchaseId);
    await markCleared(trx, purchaseId);
    const stillFrozen = await otherDeniedPurchases(trx, purchase.user_id, purchaseId);
    if (!stillFrozen) await setFreeze(trx, purchase.user_id, null);
    await recordPurchaseDecision(trx, staffId, purchase, {
      before: { confirmation: 'denied', frozen: true },
      after: { cleared: true, frozen: stillFrozen },
      reason: 'Compliance cleared the denied purchase.',
    });
    return {
      message: stillFrozen
        ? 'Cleared; other denied purchases keep the account frozen.'
        : 'Cleared; the account is unfrozen.',
    };
  });
}
