import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { enqueueJob } from '../../jobs';

/** The job kind that pays an approved request through its method's vendor (payouts.ts runs it). */
export const PAYOUT_JOB = 'redemption.payout';

/** Our reference of a request's payout at every vendor: the same request is paid once however often asked. */
export function payoutReference(id: bigint): string {
  return `redemption-${id}`;
}

/** The payout job's key: one job per request, named by the vendor reference it pays under. */
export function payoutJobKey(id: bigint): string {
  return `payout:${payoutReference(id)}`;
}

/** The payout job's key as SQL, for a request row aliased `r`. */
export const payoutJobKeyOf = sql<string>`'payout:redemption-' || r.id::text`;

export interface PayoutJobPayload {
  redemptionId: string;
}

/**
 * Queues the request's payout in the caller's transaction (approval's, or a reconciliation's): the
 * approval and the vendor call it needs commit together, so a crash right after approving strands
 * nothing. `again` queues once more a job that ran to its end while the request stayed approved.
 */
export async function queuePayout(trx: Trx, id: bigint, again = false): Promise<boolean> {
  const payload: PayoutJobPayload = { redemptionId: String(id) };
  return enqueueJob(trx, { kind: PAYOUT_JOB, key: payoutJobKey(id), payload }, { again });
}

/** The request's payout job as it stands; `forUpdate` holds it against a staff retry until commit. */
export async function payoutJobOf(executor: Database | Trx, id: bigint, forUpdate = false) {
  let query = executor
    .selectFrom('jobs')
    .select(['id', 'status', 'last_error'])
    .where('key', '=', payoutJobKey(id));
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Closes a dead payout job once staff settled its request by hand, so the dead list shows only what still
 * needs someone, and a retry can no longer run it.
 */
export async function closeDeadPayoutJob(trx: Trx, id: bigint, outcome: string): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({
      status: 'done',
      finished_at: sql`now()`,
      updated_at: sql`now()`,
      last_error: `settled by staff: ${outcome}`,
    })
    .where('key', '=', payoutJobKey(id))
    .where('status', '=', 'dead')
    .execute();
}
