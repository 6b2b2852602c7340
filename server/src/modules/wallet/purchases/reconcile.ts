import { inTransaction } from '../../../db/transaction';
import { enqueueJob, PermanentJobError, type Sweep } from '../../../jobs';
import type { PurchasePorts } from '../ports';
import { isOpen, payAndSettle, settleWith } from './pay';
import { expireAbandoned, type PurchaseRow, purchasesToReconcile } from './repository';

export const RECONCILE_JOB = 'purchase.reconcile';
/** A purchase's reconcile job is keyed by this and its id: the sweep queues by it and skips a dead one by it. */
const RECONCILE_KEY_PREFIX = `${RECONCILE_JOB}:`;

/**
 * integrations.md: a checkout handle unused for about 15 minutes expires, so an initiated purchase that
 * no finalise reached and the vendor has no payment for is abandoned after an hour (room for the
 * vendor's slack and clocks).
 */
const ABANDONED_AFTER_MS = 3_600_000;
/**
 * A payment the vendor still has pending after a week is for staff: its job is dead, so it shows in
 * the back office's Money jobs (retry asks the vendor again), and the sweep leaves it alone.
 */
const PENDING_FOR_STAFF_AFTER_MS = 7 * 86_400_000;
/** Purchases queued per sweep: the rest are found by the next one. */
const SWEEP_BATCH = 1_000;

/**
 * Every `RECONCILE_EVERY_MS`, on every instance: a `purchase.reconcile` job for each purchase still
 * open with the vendor past `RECONCILE_AFTER_MS`. Keyed per purchase and queued again only once the
 * previous one is done, so however many instances sweep, a purchase has one job at a time.
 */
export function purchaseReconcileSweep(ports: PurchasePorts): Sweep {
  return {
    name: 'purchases.reconcile',
    everyMs: ports.config.RECONCILE_EVERY_MS,
    run: async () => {
      const open = await purchasesToReconcile(
        ports.db,
        {
          afterMs: ports.config.RECONCILE_AFTER_MS,
          abandonedMs: ABANDONED_AFTER_MS,
          jobKeyPrefix: RECONCILE_KEY_PREFIX,
        },
        SWEEP_BATCH,
      );
      if (open.length === 0) return;
      await inTransaction(ports.db, async (trx) => {
        for (const { id } of open)
          await enqueueJob(
            trx,
            { kind: RECONCILE_JOB, key: `${RECONCILE_KEY_PREFIX}${id}`, payload: { purchaseId: String(id) } },
            { again: true },
          );
      });
    },
  };
}

/**
 * Asks the vendor about an open purchase and settles it exactly once (`settlePurchase`): a payment the
 * vendor has is applied; a recorded handle the vendor has no payment for is paid now (the finalise
 * never reached the vendor, and the player asked for it); an abandoned checkout is closed as expired.
 * A payment still pending stays open for the next sweep, for a week; then it is staff's (a dead job).
 */
export async function reconcilePurchase(ports: PurchasePorts, purchase: PurchaseRow): Promise<void> {
  if (!isOpen(purchase)) return;
  const payment = await ports.payments.lookup(purchase.merchant_ref_num);
  if (
    payment?.status === 'PROCESSING' &&
    Date.now() - purchase.created_at.getTime() > PENDING_FOR_STAFF_AFTER_MS
  )
    throw new PermanentJobError(
      'The payment vendor has had this payment pending for over a week: settle it with the vendor, then retry.',
    );
  if (payment) await settleWith(ports, purchase, payment);
  else if (purchase.payment_handle_token) await payAndSettle(ports, purchase, purchase.payment_handle_token);
  else await expireAbandoned(ports.db, purchase.id, ABANDONED_AFTER_MS);
}
