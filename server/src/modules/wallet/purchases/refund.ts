import { sql } from 'kysely';
import type { Trx } from '../../../db/transaction';
import { enqueueJob, PermanentJobError } from '../../../jobs';
import type { PurchasePorts } from '../ports';
import type { PurchaseRow } from './repository';

export const REFUND_JOB = 'purchase.refund';

/** A vendor that has the refund pending is asked again after this long (not counted as a failure). */
const PENDING_REFUND_RETRY_MS = 60_000;

/**
 * Whether the purchase's money goes back through the payment vendor: a card or Apple Pay payment does;
 * a bank (ACH) debit has no vendor refund call, compliance returns it by its own means.
 */
export function refundsAtVendor(
  purchase: Pick<PurchaseRow, 'payment_method' | 'vendor_payment_id'>,
): boolean {
  return purchase.payment_method !== 'ach_debit' && purchase.vendor_payment_id !== null;
}

/**
 * Queues the vendor refund in the transaction that records compliance's decision, so the decision and
 * the money going back to the card are never apart. Keyed on the merchantRefNum: one refund per payment.
 */
export async function queueVendorRefund(trx: Trx, purchase: Pick<PurchaseRow, 'id' | 'merchant_ref_num'>) {
  await enqueueJob(trx, {
    kind: REFUND_JOB,
    key: `${REFUND_JOB}:${purchase.merchant_ref_num}`,
    payload: { purchaseId: String(purchase.id) },
  });
}

/**
 * The `purchase.refund` job: refunds the whole payment at the vendor and records the vendor's refund id.
 * The vendor answers the refund already made when asked again for the same payment, so a job run again
 * after a crash refunds once. A refusal is final (dead, for staff in Money jobs); a vendor out of reach
 * throws and is retried with back-off.
 */
export async function refundAtVendor(
  ports: PurchasePorts,
  purchase: PurchaseRow,
): Promise<undefined | { retryInMs: number }> {
  if (purchase.vendor_refunded_at || !purchase.refunded_at || !purchase.vendor_payment_id) return undefined;
  const refund = await ports.payments.refund({
    merchantRefNum: purchase.merchant_ref_num,
    paymentId: purchase.vendor_payment_id,
    amountCents: purchase.amount,
  });
  if (refund.status === 'FAILED')
    throw new PermanentJobError(
      `The payment vendor refused the refund: ${refund.message ?? 'no reason given'}.`,
    );
  if (refund.status === 'PENDING') return { retryInMs: PENDING_REFUND_RETRY_MS };
  await ports.db
    .updateTable('purchases')
    .set({ vendor_refund_id: refund.id, vendor_refunded_at: sql`now()` })
    .where('id', '=', purchase.id)
    .where('vendor_refunded_at', 'is', null)
    .execute();
  return undefined;
}
