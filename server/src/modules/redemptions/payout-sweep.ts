import { inTransaction } from '../../db/transaction';
import type { Sweep } from '../../jobs';
import { queuePayout } from './payout-job';
import type { RedemptionsPorts } from './ports';
import { strandedApprovals } from './repository';

/**
 * Queues the payout again of every request approved more than `RECONCILE_AFTER_MS` ago that has no
 * payout job still to run (approved before payout jobs existed, or a job that ended while the request
 * stayed approved); answers how many. A job queued, running or pending at the vendor asks by itself, and
 * a dead one waits for staff. Every instance may run it: the job's key makes each payout one job.
 */
export async function requeueStrandedPayouts(ports: RedemptionsPorts): Promise<number> {
  const ids = await strandedApprovals(ports.db, ports.config.RECONCILE_AFTER_MS);
  let queued = 0;
  for (const id of ids) if (await inTransaction(ports.db, (trx) => queuePayout(trx, id, true))) queued += 1;
  return queued;
}

/** The reconciliation sweep of approved requests (app.ts runs it every `RECONCILE_EVERY_MS`). */
export function payoutSweep(ports: RedemptionsPorts): Sweep {
  return {
    name: 'redemption payouts',
    everyMs: ports.config.RECONCILE_EVERY_MS,
    run: async () => void (await requeueStrandedPayouts(ports)),
  };
}
