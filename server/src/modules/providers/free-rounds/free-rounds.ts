import type { Trx } from '../../../db/transaction';
import { enqueueJob } from '../../../jobs';
import { FREE_ROUNDS_JOB, freeRoundsKey } from './grant-job';
import { insertGrant, type NewGrant } from './grants-repository';

/**
 * Free rounds a completed purchase gave: recorded in the purchase's own transaction with the job that
 * asks the provider to grant them, so the coins and the rounds are credited together or not at all, and
 * a provider out of reach delays the rounds without losing them.
 */
export async function grantFreeRounds(trx: Trx, grant: NewGrant): Promise<void> {
  const id = await insertGrant(trx, grant);
  await enqueueJob(trx, {
    kind: FREE_ROUNDS_JOB,
    key: freeRoundsKey(id),
    payload: { grantId: id.toString() },
  });
}
