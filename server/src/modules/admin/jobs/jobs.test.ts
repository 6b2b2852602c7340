import { JOB_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../../test/app';
import { auditCount, latestAudit, staffMember } from '../../../test/back-office';
import { expectFilterRefused } from '../../../test/staff-calls';

/**
 * The back office's view of the money jobs: who may read and retry, what "attention" holds, and a retry
 * that queues a dead job once with its audit row. The jobs here have no handler in the app, so no worker
 * takes them: they stay as the test writes them.
 */
const t = testAppForSuite();

async function job(
  key: string,
  values: { status: 'queued' | 'running' | 'done' | 'dead'; attempts?: number },
) {
  const row = await t.infra.db
    .insertInto('jobs')
    .values({
      kind: 'test.unhandled',
      key,
      payload: '{}',
      max_attempts: 3,
      status: values.status,
      attempts: values.attempts ?? 0,
      last_error: values.status === 'dead' ? 'vendor out of reach' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Staff with `headers` (none: signed out) queue the job `id` again. */
const retryJob = (id: bigint | number | string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, ...(headers ? { headers } : {}) });

describe('back-office jobs', () => {
  it('answers 401 signed out, 403 to a player, a helper or staff without 2FA, and lets mods read and only admins retry', async () => {
    const dead = await job('perm-dead', { status: 'dead', attempts: 3 });
    const player = await registerPlayer(t.app);
    const helper = await staffMember(t, 'helper');
    const mod = await staffMember(t, 'mod');
    const adminWithout2fa = await staffMember(t, 'admin', false);
    const read = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/admin/jobs', ...(headers ? { headers } : {}) });
    expect((await read()).statusCode).toBe(401);
    expect((await read(bearer(player.token))).statusCode).toBe(403);
    expect((await read(helper.headers)).statusCode).toBe(403);
    expect((await read(adminWithout2fa.headers)).statusCode).toBe(403);
    expect((await read(mod.headers)).statusCode).toBe(200);
    const before = await auditCount(t);
    expect((await retryJob(dead)).statusCode).toBe(401);
    expect((await retryJob(dead, bearer(player.token))).statusCode).toBe(403);
    expect((await retryJob(dead, mod.headers)).statusCode).toBe(403);
    expect((await retryJob(dead, adminWithout2fa.headers)).statusCode).toBe(403);
    expect(await auditCount(t)).toBe(before);
    const status = await t.infra.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', dead)
      .executeTakeFirst();
    expect(status?.status).toBe('dead');
  });

  it('lists what needs attention (dead, retrying, stuck) with counts, and not what is done or simply queued', async () => {
    const admin = await staffMember(t, 'admin');
    await job('attention-dead', { status: 'dead', attempts: 3 });
    await job('attention-retrying', { status: 'queued', attempts: 2 });
    const stuck = await job('attention-stuck', { status: 'running', attempts: 1 });
    await t.infra.db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 60_000), locked_by: 'a-dead-worker' })
      .where('id', '=', stuck)
      .execute();
    await job('attention-done', { status: 'done', attempts: 1 });
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    const keys = page.json().data.map((j: { key: string }) => j.key);
    expect(keys).toEqual(expect.arrayContaining(['attention-dead', 'attention-retrying', 'attention-stuck']));
    expect(keys).not.toContain('attention-done');
    expect(page.json().data.find((j: { key: string }) => j.key === 'attention-stuck').stuck).toBe(true);
    expect(page.json().counts.stuck).toBeGreaterThanOrEqual(1);
    const queues = await t.app.inject({ method: 'GET', url: '/api/admin/queues', headers: admin.headers });
    expect(queues.json().jobs_attention).toBeGreaterThanOrEqual(3);
    await expectFilterRefused(t, admin.headers, '/api/admin/jobs?status=lost');
  });

  it('queues a dead job again once, with one audit row, and refuses a job that is not dead', async () => {
    const admin = await staffMember(t, 'admin');
    const dead = await job('retry-dead', { status: 'dead', attempts: 3 });
    const before = await auditCount(t);
    const retried = await retryJob(dead, admin.headers);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(JOB_TEXTS.retried);
    const row = await t.infra.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', dead)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await auditCount(t)).toBe(before + 1);
    expect(await latestAudit(t)).toMatchObject({
      action: 'jobs.retry',
      subject_type: 'job',
      subject_id: String(dead),
    });
    const again = await retryJob(dead, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_TEXTS.notDead);
    const missing = await retryJob(999999, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(await auditCount(t)).toBe(before + 1);
  });
});
