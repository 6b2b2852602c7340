import type { Trx } from '../../../db/transaction';
import { enqueueJob } from '../../../jobs';
import type { FreeRoundsGrant } from '../../wallet';
import { FREE_ROUNDS_CANCEL_JOB, freeRoundsCancelKey } from './cancel-job';
import { FREE_ROUNDS_JOB, freeRoundsKey } from './grant-job';
import { insertGrant, markCancelled } from './grants-repository';

/**
 * Free rounds a completed purchase gave: recorded in the purchase's own transaction with the job that
 * asks the provider to grant them, so the coins and the rounds are credited together or not at all, and
 * a provider out of reach delays the rounds without losing them.
 */
export async function grantFreeRounds(trx: Trx, grant: FreeRoundsGrant): Promise<void> {
  const id = await insertGrant(trx, grant);
  await enqueueJob(trx, {
    kind: FREE_ROUNDS_JOB,
    key: freeRoundsKey(id),
    payload: { grantId: id.toString() },
  });
}

/**
 * Cancels the free rounds a refunded purchase gave, in the refund's transaction, with the job that asks
 * the provider to cancel them: the refund and the cancellation stand or fall together. Answers whether
 * the purchase had free rounds to cancel.
 */
export async function cancelFreeRounds(trx: Trx, purchaseId: bigint): Promise<boolean> {
  const id = await markCancelled(trx, purchaseId);
  if (id === undefined) return false;
  await enqueueJob(trx, {
    kind: FREE_ROUNDS_CANCEL_JOB,
    key: freeRoundsCancelKey(id),
    payload: { grantId: id.toString() },
  });
  return true;
}
