import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { inTransaction, type Trx } from '../db/transaction';
import { enqueueJob } from '../jobs';

/**
 * Queues the sending of one mail or SMS as a job of `kind`. Within the caller's transaction `trx` it is
 * sent only if that transaction commits (a rolled-back change mails nobody); without one, in its own
 * short transaction. The worker is woken by the commit, so a code the player waits for leaves at once.
 */
export async function queueMessage(
  db: Database,
  trx: Trx | undefined,
  job: { kind: string; payload: object; maxAttempts?: number },
): Promise<void> {
  const queued = { ...job, key: `${job.kind}-${randomUUID()}` };
  if (trx) await enqueueJob(trx, queued);
  else await inTransaction(db, (own) => enqueueJob(own, queued));
}
