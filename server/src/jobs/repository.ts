import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Trx } from '../db/transaction';
import { JOB_WAKE_CHANNEL } from './enqueue';
import type { RunningJob } from './job';

interface ClaimedRow {
  id: bigint;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes up to `limit` jobs of these kinds that are due, or whose lease ran out (their worker died while
 * running them), for this worker: each is leased for `leaseMs` and its attempt counted. SKIP LOCKED lets
 * workers of several instances claim at once without taking the same job.
 */
export async function claimJobs(
  db: Database,
  worker: string,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
): Promise<RunningJob[]> {
  const { rows } = await sql<ClaimedRow>`
    UPDATE jobs
       SET status = 'running', attempts = attempts + 1, locked_by = ${worker},
           locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
     WHERE id IN (
       SELECT id FROM jobs
        WHERE kind = ANY(${sql.val(kinds)}::text[])
          AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, key, payload, attempts, max_attempts`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

/** Keeps this worker's leases on the jobs it is still running, so no other worker takes them over. */
export async function extendLeases(
  db: Database,
  worker: string,
  ids: bigint[],
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set({ locked_until: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('locked_by', '=', worker)
    .where('status', '=', 'running')
    .where('id', 'in', ids)
    .execute();
}

/**
 * The job ran to its end. Only while this worker still holds it: one whose lease was taken over is the
 * taker's. Its payload is cleared: a mail's link or an SMS code has no business outliving its delivery.
 */
export async function finishJob(db: Database, worker: string, id: bigint): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'done',
      payload: sql`'{}'::jsonb`,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
      locked_by: null,
      locked_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('status', '=', 'running')
    .execute();
}

/** Puts the job back for a later attempt, or dead when `dead` (out of attempts, or retrying cannot help). */
export async function releaseJob(
  db: Database,
  worker: string,
  id: bigint,
  outcome: { dead: boolean; delayMs: number; error: string | null; countAttempt: boolean },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: outcome.dead ? 'dead' : 'queued',
      run_at: sql`now() + make_interval(secs => ${outcome.delayMs / 1000})`,
      ...(outcome.countAttempt ? {} : { attempts: sql`attempts - 1` }),
      ...(outcome.error !== null ? { last_error: outcome.error.slice(0, 2000) } : {}),
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('status', '=', 'running')
    .execute();
}

/** Deletes the jobs done more than `keepDays` ago; dead ones stay until staff deal with them. */
export async function purgeDoneJobs(db: Database, keepDays: number): Promise<number> {
  const purged = await db
    .deleteFrom('jobs')
    .where('status', '=', 'done')
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${keepDays})`)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}

/**
 * Staff's retry of a dead job: queued again at once with its attempts reset, only while it is dead (a job
 * still being worked on is never run twice by a retry). Answers the job's kind and key, or undefined.
 */
export async function requeueDeadJob(
  trx: Trx,
  id: bigint,
): Promise<{ kind: string; key: string; last_error: string | null } | undefined> {
  const row = await trx
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, run_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .returning(['kind', 'key', 'last_error'])
    .executeTakeFirst();
  if (row) await sql`SELECT pg_notify(${JOB_WAKE_CHANNEL}, current_schema())`.execute(trx);
  return row;
}

/** The queue at a glance, for readiness and the metrics. */
export interface JobQueueState {
  /** Queued and due now: waiting for a worker. */
  due: number;
  /** Queued for later (a retry's back-off, a scheduled run). */
  scheduled: number;
  running: number;
  /** Out of attempts: staff retry or settle them (docs/jobs.md). */
  dead: number;
  /**
   * How long the longest-waiting job has been due without a worker taking it, in seconds (0 when none
   * is): a queued job past its run_at, or a running one whose lease ran out (its worker died).
   */
  oldestDueSeconds: number;
}

/** Reads the queue's state in one statement over the partial indexes of live and dead jobs. */
export async function jobQueueState(db: Database): Promise<JobQueueState> {
  const { rows } = await sql<{
    due: number;
    scheduled: number;
    running: number;
    dead: number;
    oldest_due_seconds: number;
  }>`
    SELECT count(*) FILTER (WHERE status = 'queued' AND run_at <= now())::int AS due,
           count(*) FILTER (WHERE status = 'queued' AND run_at > now())::int AS scheduled,
           count(*) FILTER (WHERE status = 'running')::int AS running,
           (SELECT count(*)::int FROM jobs WHERE status = 'dead') AS dead,
           coalesce(extract(epoch FROM now() - min(CASE
             WHEN status = 'queued' AND run_at <= now() THEN run_at
             WHEN status = 'running' AND locked_until < now() THEN locked_until END)), 0)::float8
             AS oldest_due_seconds
      FROM jobs WHERE status IN ('queued', 'running')`.execute(db);
  const row = rows[0];
  return {
    due: row?.due ?? 0,
    scheduled: row?.scheduled ?? 0,
    running: row?.running ?? 0,
    dead: row?.dead ?? 0,
    oldestDueSeconds: row?.oldest_due_seconds ?? 0,
  };
}
