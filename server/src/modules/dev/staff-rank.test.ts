import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, testAppForSuite } from '../../test/app';

describe('the sandbox staff-rank control', () => {
  const t = testAppForSuite();

  it('gives the signed-in tester a rank, on this machine, and writes it to the audit log', async () => {
    const tester = await registerPlayer(t.app);
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/dev/staff-rank',
      headers: bearer(tester.token),
      payload: { rank: 'mod' },
      remoteAddress: '127.0.0.1',
    });
    expect(answer.statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('users')
      .select('rank')
      .where('id', '=', tester.userId)
      .executeTakeFirst();
    expect(row?.rank).toBe('mod');
    const audit = await t.deps.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('subject_user_id', '=', tester.userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'users.rank',
      before: { rank: 'other' },
      after: { rank: 'mod' },
    });
  });

  it('refuses a remote caller, a guest and an unknown rank, changing nothing', async () => {
    const tester = await registerPlayer(t.app);
    const remote = await t.app.inject({
      method: 'PUT',
      url: '/api/dev/staff-rank',
      headers: bearer(tester.token),
      payload: { rank: 'admin' },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/dev/staff-rank',
      payload: { rank: 'admin' },
      remoteAddress: '127.0.0.1',
    });
    expect(guest.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/dev/staff-rank',
      headers: bearer(tester.token),
      payload: { rank: 'owner' },
      remoteAddress: '127.0.0.1',
    });
    expect(unknown.statusCode).toBe(422);
    const row = await t.deps.db
      .selectFrom('users')
      .select('rank')
      .where('id', '=', tester.userId)
      .executeTakeFirst();
    expect(row?.rank).toBe('other');
  });

  it('does not exist with live vendors', async () => {
    const production = await createTestApp(LIVE_VENDORS);
    try {
      const answer = await production.app.inject({
        method: 'PUT',
        url: '/api/dev/staff-rank',
        payload: { rank: 'admin' },
        remoteAddress: '127.0.0.1',
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
