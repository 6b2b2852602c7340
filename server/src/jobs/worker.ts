import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { wakeOnNotify } from '../db/wake-on-notify';
import { oneRoundAtATime } from '../one-round-at-a-time';
import { retryDelayMs } from './backoff';
import { JOB_WAKE_CHANNEL } from './enqueue';
import { type JobHandlers, PermanentJobError, type RunningJob } from './job';
import { claimJobs, extendLeases, finishJob, purgeDoneJobs, releaseJob } from './repository';

/** The worker's timings; the defaults suit production (README: JOB_* settings), tests shorten them. */
export interface WorkerOptions {
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /** How often it looks anyway: the commit's NOTIFY wakes it at once, the poll is the safety net. */
  pollMs?: number;
  /** How long a claimed job is this worker's; renewed while it runs, so only a dead worker loses it. */
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  keepDoneDays?: number;
}

export interface JobWorker {
  /** Runs every due job now (and what they make due), then answers: tests wait on it. */
  drain(): Promise<void>;
  /**
   * Takes no new job and waits up to `waitMs` for those running. One still running after that keeps its
   * lease and is taken over by another instance once the lease runs out: at least once, never lost.
   */
  stop(waitMs?: number): Promise<void>;
}

const PURGE_EVERY_MS = 3_600_000;

/** Every instance runs a worker; jobs are claimed with SKIP LOCKED, so each runs on one worker at a time. */
export async function startJobWorker(
  database: DatabaseHandle,
  handlers: JobHandlers,
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  {
    concurrency = 4,
    pollMs = 1_000,
    leaseMs = 30_000,
    retryBaseMs = 2_000,
    retryMaxMs = 300_000,
    keepDoneDays = 7,
  }: WorkerOptions = {},
): Promise<JobWorker> {
  const { db } = database;
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(handlers);
  const running = new Map<bigint, Promise<void>>();
  let stopped = false;

  const run = async (job: RunningJob) => {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`);
      const result = await handler(job);
      if (result && 'retryInMs' in result)
        await releaseJob(db, worker, job.id, {
          dead: false,
          delayMs: result.retryInMs,
          error: null,
          countAttempt: false,
        });
      else await finishJob(db, worker, job.id);
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      const dead = permanent || job.attempt >= job.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      (dead ? log.error : log.warn).call(
        log,
        { err: error, job: String(job.id), kind: job.kind, key: job.key, attempt: job.attempt },
        dead ? 'job dead: staff see it in the back office' : 'job failed, will retry',
      );
      await releaseJob(db, worker, job.id, {
        dead,
        delayMs: retryDelayMs(job.attempt, retryBaseMs, retryMaxMs),
        error: message,
        countAttempt: true,
      }).catch((releaseError) =>
        // The lease runs out and another attempt follows: nothing is lost, only delayed.
        log.warn({ err: releaseError, job: String(job.id) }, 'job not released'),
      );
    }
  };

  const claimRound = async () => {
    while (!stopped && running.size < concurrency) {
      const claimed = await claimJobs(db, worker, kinds, concurrency - running.size, leaseMs);
      if (claimed.length === 0) return;
      for (const job of claimed) {
        const done = run(job).finally(() => {
          running.delete(job.id);
          wake();
        });
        running.set(job.id, done);
      }
    }
  };

  // One claim round at a time in this process; a wake-up during one runs it again after.
  const claims = oneRoundAtATime(
    () => claimRound().catch((error) => log.warn({ err: error }, 'jobs: claiming failed, will retry')),
    () => stopped || kinds.length === 0,
  );
  const wake = claims.wake;

  const pollTimer = setInterval(wake, pollMs);
  pollTimer.unref();
  const leaseTimer = setInterval(
    () =>
      extendLeases(db, worker, [...running.keys()], leaseMs).catch((error) =>
        log.warn({ err: error }, 'jobs: leases not extended'),
      ),
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  leaseTimer.unref();
  const purgeTimer = setInterval(
    () => purgeDoneJobs(db, keepDoneDays).catch((error) => log.warn({ err: error }, 'jobs: purge failed')),
    PURGE_EVERY_MS,
  );
  purgeTimer.unref();
  const unlisten = await wakeOnNotify(database, JOB_WAKE_CHANNEL, wake, log, 'jobs');
  wake();

  const settled = async () => {
    for (;;) {
      await claims.current();
      if (running.size === 0 && !claims.current()) return;
      await Promise.all(running.values());
    }
  };

  return {
    drain: async () => {
      do {
        wake();
        await settled();
      } while (!stopped && (await dueCount(database, kinds)) > 0);
    },
    stop: async (waitMs = 10_000) => {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(leaseTimer);
      clearInterval(purgeTimer);
      await unlisten?.();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([settled(), timeout]);
      clearTimeout(timer);
    },
  };
}

/** Jobs of these kinds due now: a drain keeps going while there are some (one job may queue another). */
async function dueCount(database: DatabaseHandle, kinds: string[]): Promise<number> {
  const row = await database.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('kind', 'in', kinds.length ? kinds : [''])
    .where('status', '=', 'queued')
    .where('run_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
