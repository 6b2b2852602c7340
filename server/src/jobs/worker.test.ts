import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, usingRealPostgres } from '../test/database';
import { enqueueJob } from './enqueue';
import { type JobHandlers, PermanentJobError, type RunningJob } from './job';
import { claimJobs } from './repository';
import { type JobWorker, startJobWorker } from './worker';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };
/** Long enough that only a NOTIFY or a drain can explain a run within a test. */
const FAST = { pollMs: 3_600_000, retryBaseMs: 1, retryMaxMs: 1 };

async function until(done: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function jobRow(database: DatabaseHandle, key: string) {
  return database.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
}

describe('job queue', () => {
  let database: DatabaseHandle;
  const workers: JobWorker[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop(1_000);
    await database.close();
  });
  const start = async (handlers: JobHandlers, options = {}) => {
    const worker = await startJobWorker(database, handlers, quiet, { ...FAST, ...options });
    workers.push(worker);
    return worker;
  };

  it('runs a job once its transaction commits, woken by the commit, and never one whose transaction rolled back', async () => {
    const ran: string[] = [];
    await start({ 'test.commit': async (job) => void ran.push(job.key) });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.commit', key: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db
      .transaction()
      .execute((trx) =>
        enqueueJob(trx, { kind: 'test.commit', key: 'committed', payload: { link: 'secret' } }),
      );
    await until(() => ran.length === 1);
    expect(ran).toEqual(['committed']);
    // Done once the worker records it (just after the handler returns), and what it carried (a mail's
    // link, an SMS code) is not kept.
    await until(async () => (await jobRow(database, 'committed')).status === 'done');
    expect(await jobRow(database, 'committed')).toMatchObject({ status: 'done', payload: {} });
    const lost = await database.db.selectFrom('jobs').select('id').where('key', '=', 'rolled-back').execute();
    expect(lost).toEqual([]);
  });

  it('keeps one job per key, and queues a finished one again only when asked to', async () => {
    const ran: unknown[] = [];
    const worker = await start({ 'test.key': async (job) => void ran.push(job.payload) });
    const enqueue = (payload: number, again = false) =>
      database.db
        .transaction()
        .execute((trx) =>
          enqueueJob(trx, { kind: 'test.key', key: 'one-key', payload: { payload } }, { again }),
        );
    expect(await enqueue(1)).toBe(true);
    expect(await enqueue(2)).toBe(false);
    await worker.drain();
    expect(ran).toEqual([{ payload: 1 }]);
    expect(await enqueue(3)).toBe(false);
    expect(await enqueue(4, true)).toBe(true);
    await worker.drain();
    expect(ran).toEqual([{ payload: 1 }, { payload: 4 }]);
  });

  it('retries a failing job with back-off until it succeeds, counting its attempts', async () => {
    const attempts: number[] = [];
    const worker = await start({
      'test.flaky': async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error('vendor out of reach');
      },
    });
    await database.db.transaction().execute((trx) => enqueueJob(trx, { kind: 'test.flaky', key: 'flaky' }));
    await until(async () => {
      await worker.drain();
      return attempts.length === 3;
    });
    // The worker records the end just after the handler returns (a worker woken by the commit may hold it).
    await until(async () => (await jobRow(database, 'flaky')).status === 'done');
    const row = await jobRow(database, 'flaky');
    expect(attempts).toEqual([1, 2, 3]);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(3);
  });

  it('is dead after its last attempt, or at once when retrying cannot help, with the error kept for staff', async () => {
    const worker = await start({
      'test.down': async () => {
        throw new Error('connection refused');
      },
      'test.refused': async () => {
        throw new PermanentJobError('brand discontinued');
      },
    });
    await database.db.transaction().execute(async (trx) => {
      await enqueueJob(trx, { kind: 'test.down', key: 'down', maxAttempts: 2 });
      await enqueueJob(trx, { kind: 'test.refused', key: 'refused' });
    });
    await until(async () => {
      await worker.drain();
      return (await jobRow(database, 'down')).status === 'dead';
    });
    expect(await jobRow(database, 'down')).toMatchObject({ attempts: 2, last_error: 'connection refused' });
    expect(await jobRow(database, 'refused')).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'brand discontinued',
    });
  });

  it('asks again later without counting a failure when the outside world has not decided', async () => {
    let asked = 0;
    const worker = await start({
      'test.pending': async () => {
        asked += 1;
        return asked < 3 ? { retryInMs: 1 } : undefined;
      },
    });
    await database.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: 'test.pending', key: 'pending' }));
    await until(async () => {
      await worker.drain();
      return asked === 3;
    });
    await until(async () => (await jobRow(database, 'pending')).status === 'done');
    expect(await jobRow(database, 'pending')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('takes over a job whose worker died while running it, once its lease runs out', async () => {
    await database.db.transaction().execute((trx) => enqueueJob(trx, { kind: 'test.orphan', key: 'orphan' }));
    // A worker of a process that is then killed: it claims the job and never finishes it.
    const [claimed] = await claimJobs(database.db, 'dead-worker', ['test.orphan'], 1, 200);
    expect(claimed?.key).toBe('orphan');
    const ran: RunningJob[] = [];
    await start({ 'test.orphan': async (job) => void ran.push(job) }, { pollMs: 50 });
    await until(() => ran.length === 1);
    expect(ran[0]?.attempt).toBe(2);
    await until(async () => (await jobRow(database, 'orphan')).status === 'done');
  });

  it('keeps the lease of a long job alive, so no other worker runs it meanwhile', async () => {
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    };
    // The job runs for several leases; renewed every third of one, it is never free for the other worker.
    await start({ 'test.slow': slow }, { leaseMs: 1_000, pollMs: 20 });
    await start({ 'test.slow': slow }, { leaseMs: 1_000, pollMs: 20 });
    await database.db.transaction().execute((trx) => enqueueJob(trx, { kind: 'test.slow', key: 'slow' }));
    await until(async () => (await jobRow(database, 'slow')).status === 'done');
    expect(runs).toBe(1);
  });
});

describe.skipIf(!usingRealPostgres)('job queue on real PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs each of 300 jobs exactly once with three workers claiming at once', async () => {
    const runs = new Map<string, number>();
    const handlers: JobHandlers = {
      'test.many': async (job) => {
        runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      },
    };
    const workers = await Promise.all(
      [1, 2, 3].map(() => startJobWorker(database, handlers, quiet, { ...FAST, concurrency: 8, pollMs: 20 })),
    );
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 300; i++) await enqueueJob(trx, { kind: 'test.many', key: `many-${i}` });
    });
    await until(async () => {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM jobs WHERE kind = 'test.many' AND status = 'done'`.execute(
        database.db,
      );
      return rows[0]?.n === '300';
    }, 30_000);
    for (const worker of workers) await worker.stop(1_000);
    expect(runs.size).toBe(300);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });
});
