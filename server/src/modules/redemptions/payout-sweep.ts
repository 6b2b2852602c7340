import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs';
import { queuePayout } from './payout-job';
import { strandedApprovals } from './repository';

/**
 * Queues the payout again of every request approved more than `RECONCILE_AFTER_MS` ago that has no
 * payout job still to run (approved before payout jobs existed, or a job that ended while the request
 * stayed approved); answers how many. A job queued, running or pending at the vendor asks by itself, and
 * a dead one waits for staff. Every instance may run it: the job's key makes each payout one job.
 */
export async function requeueStrandedPayouts(deps: Deps): Promise<number> {
  const ids = await strandedApprovals(deps.db, deps.config.RECONCILE_AFTER_MS);
  let queued = 0;
  for (const id of ids) if (await inTransaction(deps.db, (trx) => queuePayout(trx, id, true))) queued += 1;
  return queued;
}

/** The reconciliation sweep of approved requests (app.ts runs it every `RECONCILE_EVERY_MS`). */
export function payoutSweep(deps: Deps): Sweep {
  return {
    name: 'redemption payouts',
    everyMs: deps.config.RECONCILE_EVERY_MS,
    run: async () => void (await requeueStrandedPayouts(deps)),
  };
}
