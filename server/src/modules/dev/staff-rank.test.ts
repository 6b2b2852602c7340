import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, testAppForSuite } from '../../test/app';

/** The control's call: a tester's token (or none), the rank asked for, and where the call comes from. */
const putRank = (app: FastifyInstance, token: string | null, rank: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'PUT',
    url: '/api/dev/staff-rank',
    ...(token ? { headers: bearer(token) } : {}),
    payload: { rank },
    remoteAddress,
  });

describe('the sandbox staff-rank control', () => {
  const t = testAppForSuite();
  const rankOf = async (userId: bigint) =>
    (await t.infra.db.selectFrom('users').select('rank').where('id', '=', userId).executeTakeFirst())?.rank;

  it('gives the signed-in tester a rank, on this machine, and writes it to the audit log', async () => {
    const tester = await registerPlayer(t.app);
    const answer = await putRank(t.app, tester.token, 'mod');
    expect(answer.statusCode).toBe(200);
    expect(await rankOf(tester.userId)).toBe('mod');
    const audit = await t.infra.db
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
    const remote = await putRank(t.app, tester.token, 'admin', '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    const guest = await putRank(t.app, null, 'admin');
    expect(guest.statusCode).toBe(401);
    const unknown = await putRank(t.app, tester.token, 'owner');
    expect(unknown.statusCode).toBe(422);
    expect(await rankOf(tester.userId)).toBe('other');
  });

  it('does not exist with live vendors', async () => {
    const production = await createTestApp(LIVE_VENDORS);
    try {
      const answer = await putRank(production.app, null, 'admin');
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
