import { sql } from 'kysely';
import type { Trx } from '../db/transaction';

/** The NOTIFY channel that wakes the workers when a transaction that enqueued a job commits. */
export const JOB_WAKE_CHANNEL = 'jobs';

/** Enough for a vendor out of reach for about an hour with the default back-off, then dead for staff. */
const DEFAULT_MAX_ATTEMPTS = 15;

export interface NewJob {
  kind: string;
  /** Our idempotency key for the work, unique across kinds: the same work asked for twice is one job. */
  key: string;
  payload?: unknown;
  /** Not before this many milliseconds from now (0: at once). */
  delayMs?: number;
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /**
   * When a job with this key has already run to its end (`done`), queue it again: a reconciliation that
   * asks a vendor again each sweep. A job still queued or running is left as it is, and a dead one waits
   * for staff.
   */
  again?: boolean;
}

/**
 * Writes a job that runs once the caller's transaction commits; if it rolls back, the job is gone with it,
 * so the change and the vendor call it needs are never apart. Answers whether a job was (re)queued.
 */
export async function enqueueJob(
  trx: Trx,
  job: NewJob,
  { again = false }: EnqueueOptions = {},
): Promise<boolean> {
  const runAt = sql<Date>`now() + make_interval(secs => ${(job.delayMs ?? 0) / 1000})`;
  const values = {
    kind: job.kind,
    key: job.key,
    payload: sql`${JSON.stringify(job.payload ?? {})}::jsonb`,
    max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    run_at: runAt,
  };
  const inserted = await trx
    .insertInto('jobs')
    .values(values)
    .onConflict((conflict) =>
      again
        ? conflict
            .column('key')
            .doUpdateSet({
              status: 'queued',
              attempts: 0,
              run_at: runAt,
              payload: values.payload,
              last_error: null,
              finished_at: null,
              updated_at: sql`now()`,
            })
            .where('jobs.status', '=', 'done')
        : conflict.column('key').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  // The schema says whose queue it is: workers of other schemas on the same database stay asleep.
  await sql`SELECT pg_notify(${JOB_WAKE_CHANNEL}, current_schema())`.execute(trx);
  return true;
}
