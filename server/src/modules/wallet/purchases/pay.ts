import { PaymentRequestRefused, type VendorPayment } from '../../../adapters/payments/interface';
import { inTransaction } from '../../../db/transaction';
import { enqueueJob } from '../../../jobs';
import type { PurchasePorts } from '../ports';
import { forgetPaymentHandle, type PurchaseRow, recordPaymentHandle } from './repository';
import { type Settled, settlePurchase } from './settle';

export const FINALISE_JOB = 'purchase.finalise';

/**
 * The finalise job waits this long, longer than a vendor call may take (the Paysafe adapter's 15 s
 * time-out), so the player's own finalise has settled the purchase by then and the job finds it done.
 */
const FINALISE_JOB_DELAY_MS = 30_000;

/** Purchases still waiting for the vendor's word. */
export function isOpen(purchase: Pick<PurchaseRow, 'status'>): boolean {
  return purchase.status === 'initiated' || purchase.status === 'processing';
}

/**
 * Commits the checkout's handle on the purchase together with its `purchase.finalise` job, before the
 * vendor is called: if the process dies anywhere after this, the job pays with the same handle and
 * settles. Keyed on the merchantRefNum, so every finalise of a purchase is one job.
 */
export async function recordFinalise(
  ports: PurchasePorts,
  purchase: PurchaseRow,
  token: string,
): Promise<void> {
  await inTransaction(ports.db, async (trx) => {
    await recordPaymentHandle(trx, purchase.id, token);
    await enqueueJob(
      trx,
      {
        kind: FINALISE_JOB,
        key: `${FINALISE_JOB}:${purchase.merchant_ref_num}`,
        payload: { purchaseId: String(purchase.id) },
        delayMs: FINALISE_JOB_DELAY_MS,
      },
      { again: true },
    );
  });
}

/**
 * Pays for the purchase with a checkout handle; our merchantRefNum is the vendor's idempotency key, so
 * asking again answers the payment already made. A handle the vendor refuses as another reference's
 * is forgotten and answers null: nothing was paid, and the purchase stays as it was.
 */
export async function payWithHandle(
  ports: PurchasePorts,
  purchase: PurchaseRow,
  token: string,
): Promise<VendorPayment | null> {
  try {
    return await ports.payments.pay({
      merchantRefNum: purchase.merchant_ref_num,
      amountCents: purchase.amount,
      paymentHandleToken: token,
    });
  } catch (error) {
    if (!(error instanceof PaymentRequestRefused)) throw error;
    await forgetPaymentHandle(ports.db, purchase.id, token);
    return null;
  }
}

/** Applies the vendor's payment to the purchase in a transaction of its own (see `settlePurchase`). */
export function settleWith(
  ports: PurchasePorts,
  purchase: PurchaseRow,
  payment: VendorPayment,
): Promise<Settled> {
  return inTransaction(ports.db, (trx) => settlePurchase(ports, trx, purchase, payment));
}

/** Pays with the recorded handle and settles: the finalise job's and reconciliation's work. */
export async function payAndSettle(
  ports: PurchasePorts,
  purchase: PurchaseRow,
  token: string,
): Promise<void> {
  const payment = await payWithHandle(ports, purchase, token);
  if (payment) await settleWith(ports, purchase, payment);
}
