import { z } from 'zod';
import { type JobHandler, type JobHandlers, PermanentJobError, type RunningJob } from '../../../jobs';
import type { PurchasePorts } from '../ports';
import { FINALISE_JOB, isOpen, payAndSettle } from './pay';
import { RECONCILE_JOB, reconcilePurchase } from './reconcile';
import { REFUND_JOB, refundAtVendor } from './refund';
import { type PurchaseRow, purchaseById } from './repository';

const payloadSchema = z.object({ purchaseId: z.string().regex(/^\d+$/) });

/** The job's purchase, as it stands now (the job may run long after it was queued). */
async function purchaseOf(ports: PurchasePorts, job: RunningJob): Promise<PurchaseRow> {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) throw new PermanentJobError(`${job.kind}: unreadable payload`);
  const purchase = await purchaseById(ports.db, BigInt(payload.data.purchaseId));
  if (!purchase) throw new PermanentJobError(`${job.kind}: no purchase ${payload.data.purchaseId}`);
  return purchase;
}

/**
 * The purchases' durable jobs (docs/payments.md). Each is idempotent: the vendor answers one payment
 * per merchantRefNum and `settlePurchase` credits once, so a job run again after a crash, or beside
 * the player's own finalise, changes nothing more. A vendor out of reach throws: retried with back-off.
 */
export function purchaseJobHandlers(ports: PurchasePorts): JobHandlers {
  /** Finishes a finalise whose instance died after recording the handle: pays with it and settles. */
  const finalise: JobHandler = async (job) => {
    const purchase = await purchaseOf(ports, job);
    if (isOpen(purchase) && purchase.payment_handle_token)
      await payAndSettle(ports, purchase, purchase.payment_handle_token);
    return undefined;
  };
  const reconcile: JobHandler = async (job) => {
    await reconcilePurchase(ports, await purchaseOf(ports, job));
    return undefined;
  };
  const refund: JobHandler = async (job) => refundAtVendor(ports, await purchaseOf(ports, job));
  return { [FINALISE_JOB]: finalise, [RECONCILE_JOB]: reconcile, [REFUND_JOB]: refund };
}
