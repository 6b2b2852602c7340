import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startJobWorker } from '../jobs';
import { createTestApp, testAppForSuite } from '../test/app';
import { scrapedValue } from '../test/scraped';
import { crashCheck } from './readiness';

const t = testAppForSuite();

const readyz = async () => {
  const response = await t.app.inject({ url: '/readyz' });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
};

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('GET /readyz', () => {
  it('fails while no database connection answers within the probe’s second, and passes again after', async () => {
    // Every connection of the instance held by a transaction that waits: a request now would wait too.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { max } = t.database.connections();
    const holders = Array.from({ length: max }, () =>
      t.infra.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await held;
      }),
    );
    try {
      await expect.poll(() => t.database.connections().idle, { timeout: 5_000 }).toBe(0);
      const down = await readyz();
      expect(down.status).toBe(503);
      expect(down.retryAfter).toBe('1');
      expect(down.body.ready).toBe(false);
      expect(down.body.checks.database).toEqual({ ok: false });
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ ok: false, database: 'down' });
      const metrics = (await t.app.inject({ url: '/metrics' })).body;
      expect(scrapedValue(metrics, 'casino_ready', { check: 'database' })).toBe(0);
      expect(scrapedValue(metrics, 'casino_db_connections', { state: 'in_use' })).toBe(max);
      expect(scrapedValue(metrics, 'casino_db_connections', { state: 'idle' })).toBe(0);
    } finally {
      release();
      // On PostgreSQL a holder still waiting for a connection may give up (its connect timeout): no matter.
      await Promise.allSettled(holders);
    }
    expect((await readyz()).status).toBe(200);
  });

  it('fails while a due job waits for a worker past JOBS_STUCK_AFTER_SECONDS, and passes once one runs it', async () => {
    // A kind no running worker takes: due for ten minutes, as if every instance's worker had stopped.
    const kind = 'observability.stuck';
    await t.infra.db
      .insertInto('jobs')
      .values({ kind, key: randomUUID(), max_attempts: 3, run_at: sql<Date>`now() - interval '10 minutes'` })
      .execute();
    const stuck = await readyz();
    expect(stuck.status).toBe(503);
    expect(stuck.body.checks.database).toEqual({ ok: true });
    expect(stuck.body.checks.jobs).toEqual({ ok: false, due: 1, oldest_due_seconds: expect.any(Number) });
    expect(stuck.body.checks.jobs.oldest_due_seconds).toBeGreaterThanOrEqual(600);
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ ok: false, jobs: 'stuck' });
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(scrapedValue(metrics, 'casino_ready', { check: 'jobs' })).toBe(0);
    expect(scrapedValue(metrics, 'casino_jobs', { state: 'due' })).toBe(1);
    expect(scrapedValue(metrics, 'casino_job_oldest_due_seconds')).toBeGreaterThanOrEqual(600);

    const ran: string[] = [];
    const worker = await startJobWorker(
      t.database,
      { [kind]: async (job) => void ran.push(job.key) },
      quietLog,
    );
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(ran).toHaveLength(1);
    expect(await readyz()).toMatchObject({ status: 200, body: { ready: true } });
  });

  it('reports the crash leader: this instance leads the rounds while its runner steps', async () => {
    const crash = await createTestApp({
      CRASH_ENABLED: 'true',
      CRASH_CHAIN_LENGTH: '10',
      CRASH_BETTING_MS: '200',
      CRASH_PAUSE_MS: '0',
    });
    try {
      await expect
        .poll(async () => (await crash.app.inject({ url: '/readyz' })).json().checks.crash, {
          timeout: 10_000,
        })
        .toMatchObject({ ok: true, role: 'leader' });
      const metrics = (await crash.app.inject({ url: '/metrics' })).body;
      expect(scrapedValue(metrics, 'casino_crash_leader')).toBe(1);
      expect((await crash.app.inject({ url: '/api/health' })).json()).toMatchObject({
        ok: true,
        crash: 'leader',
      });
    } finally {
      await crash.close();
    }
  });
});

describe('the crash check', () => {
  const runner = { steppedAt: 1_000_000, longestWaitMs: 7_000 };
  it('passes a leader or a standby that stepped within its longest wait and the grace', () => {
    expect(crashCheck({ ...runner, role: 'leader' }, 1_000_000 + 16_000)).toEqual({
      ok: true,
      role: 'leader',
      last_step_seconds_ago: 16,
    });
    expect(crashCheck({ ...runner, role: 'standby' }, 1_000_500).ok).toBe(true);
  });
  it('fails a runner silent for longer (a leader holding the lock without rounds), or stopped', () => {
    expect(crashCheck({ ...runner, role: 'leader' }, 1_000_000 + 17_001)).toMatchObject({ ok: false });
    expect(crashCheck({ ...runner, role: 'standby' }, 1_000_000 + 60_000)).toMatchObject({ ok: false });
    expect(crashCheck({ ...runner, role: 'stopped' }, 1_000_000)).toMatchObject({ ok: false });
  });
  it('passes where this instance runs no rounds', () => {
    expect(crashCheck(null, 0)).toEqual({ ok: true, role: 'disabled' });
  });
});
