/** What a handler is given: the job as claimed, its attempt counted (the first run is attempt 1). */
export interface RunningJob {
  id: bigint;
  kind: string;
  /** Our idempotency key for the work: also the key a vendor call is made with, so a retry never pays twice. */
  key: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
}

/**
 * What a handler answers: nothing when the work is done, or `{ retryInMs }` when the outside world has not
 * decided yet (a payout the vendor still has pending): asked again later, without counting as a failure.
 */
export type JobResult = undefined | { retryInMs: number };

/** Runs one job. It is run at least once and may run again after a crash: it must be idempotent. */
export type JobHandler = (job: RunningJob) => Promise<JobResult> | Promise<void>;

/** The handlers of the kinds a worker runs, by kind. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/**
 * Thrown by a handler when retrying cannot help (the vendor refused for good, the subject is gone): the job
 * is dead at once, for staff to look at, instead of spending its attempts.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
