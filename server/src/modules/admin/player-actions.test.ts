import { STAFF_APPROVAL_TEXTS } from '@casino/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { decide, latestAudit, personForm, playerWithSession, staffMember } from '../../test/back-office';
import { passLocationCheck } from '../../test/locations';

/** The player's standing as staff change it: freeze, ban, rank, balance watch; and what staff read. */
const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  admin = await staffMember(t, 'admin');
});

const act = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const me = async (token: string) => (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();

describe('freeze', () => {
  it('stops purchases with the reason, audited; unfreeze lifts it', async () => {
    const player = await registerPlayer(t.app);
    const frozen = await act('POST', `/api/admin/users/${player.userId}/freeze`, {
      reason: 'Chargeback review',
    });
    expect(frozen.statusCode).toBe(200);
    expect(await me(player.token)).toMatchObject({
      is_frozen: true,
      freeze_reason: 'Chargeback review',
      can_purchase: false,
    });
    const audit = await latestAudit(t);
    expect(audit).toMatchObject({
      action: 'users.freeze',
      staff_id: admin.userId,
      reason: 'Chargeback review',
    });
    expect(audit.before).toMatchObject({ frozen: false });
    expect(audit.after).toMatchObject({ frozen: true, freeze_reason: 'Chargeback review' });

    expect((await act('POST', `/api/admin/users/${player.userId}/unfreeze`)).statusCode).toBe(200);
    expect(await me(player.token)).toMatchObject({ is_frozen: false });
    expect((await act('POST', `/api/admin/users/${player.userId}/unfreeze`)).statusCode).toBe(409);
  });

  it('needs a reason', async () => {
    const player = await registerPlayer(t.app);
    expect((await act('POST', `/api/admin/users/${player.userId}/freeze`, {})).statusCode).toBe(422);
    expect((await act('POST', `/api/admin/users/${player.userId}/freeze`, { reason: '  ' })).statusCode).toBe(
      422,
    );
  });
});

describe('ban', () => {
  it('revokes the sessions with the reason audited; unban lets the player sign in again', async () => {
    const player = await registerPlayer(t.app);
    expect(
      (await act('POST', `/api/admin/users/${player.userId}/ban`, { reason: 'Fraud ring' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(player.token) })).json().message).toBe(
      'banned',
    );
    expect(await latestAudit(t)).toMatchObject({ action: 'users.ban', reason: 'Fraud ring' });
    expect((await act('POST', `/api/admin/users/${player.userId}/unban`)).statusCode).toBe(200);
    const again = await signIn(
      t.app,
      { login: player.form.username, password: player.form.password },
      '10.9.0.1',
    );
    expect(again.statusCode).toBe(200);
  });

  it('staff cannot freeze, ban, kick, rank or watch their own account (403, nothing audited)', async () => {
    const before = await latestAudit(t);
    const own = [
      act('POST', `/api/admin/users/${admin.userId}/ban`, { reason: 'Oops' }),
      act('POST', `/api/admin/users/${admin.userId}/kick`, { reason: 'Oops' }),
      act('POST', `/api/admin/users/${admin.userId}/freeze`, { reason: 'Oops' }),
      act('POST', `/api/admin/users/${admin.userId}/unfreeze`, { reason: 'Oops' }),
      act('PUT', `/api/admin/users/${admin.userId}/rank`, { rank: 'other' }),
      act('PUT', `/api/admin/users/${admin.userId}/balance-watch`, { on: true }),
    ];
    for (const answer of await Promise.all(own)) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().message).toBe(STAFF_APPROVAL_TEXTS.ownAccount);
    }
    expect((await latestAudit(t)).id).toBe(before.id);
  });

  it('an unknown player is not found and nothing is audited', async () => {
    const before = await latestAudit(t);
    expect((await act('POST', '/api/admin/users/999999999/ban', { reason: 'Nobody' })).statusCode).toBe(404);
    expect((await latestAudit(t)).id).toBe(before.id);
  });
});

describe('rank and balance watch', () => {
  it('an admin makes a player a mod, who may then use the back office with 2FA', async () => {
    const player = await registerPlayer(t.app);
    expect((await act('PUT', `/api/admin/users/${player.userId}/rank`, { rank: 'mod' })).statusCode).toBe(
      200,
    );
    expect(await latestAudit(t)).toMatchObject({ action: 'users.rank' });
    expect((await latestAudit(t)).after).toMatchObject({ rank: 'mod' });
    expect((await me(player.token)).rank).toBe('mod');
    expect((await act('PUT', `/api/admin/users/${player.userId}/rank`, { rank: 'king' })).statusCode).toBe(
      422,
    );
  });

  it('the balance-watch flag shows in the player detail', async () => {
    const player = await registerPlayer(t.app);
    await act('PUT', `/api/admin/users/${player.userId}/balance-watch`, { on: true });
    const detail = (
      await t.app.inject({ url: `/api/admin/users/${player.userId}`, headers: admin.headers })
    ).json();
    expect(detail.balance_watch).toBe(true);
    expect((await latestAudit(t)).after).toMatchObject({ balance_watch: true });
  });
});

describe('what staff read', () => {
  it('search finds a player by id, username and email; the detail has balances, restrictions and counts', async () => {
    const player = await registerPlayer(t.app);
    for (const q of [String(player.userId), player.form.username.toUpperCase(), player.form.email]) {
      const page = (
        await t.app.inject({ url: `/api/admin/users?q=${encodeURIComponent(q)}`, headers: admin.headers })
      ).json();
      expect(page.data.map((row: { id: string }) => row.id)).toContain(String(player.userId));
    }
    const nothing = (
      await t.app.inject({ url: '/api/admin/users?q=%25_nobody_%25', headers: admin.headers })
    ).json();
    expect(nothing).toMatchObject({ data: [], total: 0, page: 1 });

    const detail = (
      await t.app.inject({ url: `/api/admin/users/${player.userId}`, headers: admin.headers })
    ).json();
    expect(detail).toMatchObject({
      id: String(player.userId),
      email: player.form.email,
      rank: 'other',
      two_factor_enabled: false,
      frozen: false,
      banned: false,
      freeze: null,
      ban: null,
      self_exclusion: null,
      identity: { status: null, verified: false, open_duplicate_flags: 0, person: null },
      counts: { purchases: 0, bets: 0, active_sessions: 1 },
    });
    expect(Object.keys(detail.balances)).toEqual(['gc', 'sc_unplayed', 'sc_redeemable']);
    expect(
      (await t.app.inject({ url: '/api/admin/users/999999999', headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('the detail names the person the approved verification read: name, birth date, address, phone', async () => {
    const player = await playerWithSession(t);
    const form = personForm();
    await decide(t, player.sessionId, { decision: 'approved', ...form });
    const detail = (
      await t.app.inject({ url: `/api/admin/users/${player.userId}`, headers: admin.headers })
    ).json();
    expect(detail.identity).toEqual({
      status: 'approved',
      verified: true,
      open_duplicate_flags: 0,
      person: {
        first_name: 'Jane',
        last_name: form.person.last_name,
        date_of_birth: '1990-05-17',
        address_line1: '100 Capitol Mall',
        city: 'Sacramento',
        zip: '95814',
        phone_number: '9165550100',
      },
    });
  });

  it('the sub-lists answer the player’s sessions, ledger and the same CSV download', async () => {
    const player = await registerPlayer(t.app);
    const sessions = (
      await t.app.inject({ url: `/api/admin/users/${player.userId}/sessions`, headers: admin.headers })
    ).json();
    expect(sessions).toMatchObject({ total: 1, data: [{ active: true }] });
    const bonuses = (
      await t.app.inject({
        url: `/api/admin/users/${player.userId}/ledger?name=bonuses`,
        headers: admin.headers,
      })
    ).json();
    const own = (
      await t.app.inject({ url: '/api/transactions/bonuses', headers: bearer(player.token) })
    ).json();
    expect(bonuses).toEqual(own);
    const csv = await t.app.inject({
      url: `/api/admin/users/${player.userId}/ledger.csv`,
      headers: admin.headers,
    });
    const ownCsv = await t.app.inject({ url: '/api/transactions/export.csv', headers: bearer(player.token) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(ownCsv.body);
    const missing = await t.app.inject({
      url: '/api/admin/users/999999999/sessions',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('location checks', () => {
  it('the detail shows the latest check and the list every one', async () => {
    const player = await registerPlayer(t.app);
    await passLocationCheck(t.app, player.token);
    const detail = (
      await t.app.inject({ url: `/api/admin/users/${player.userId}`, headers: admin.headers })
    ).json();
    expect(detail.last_location).toMatchObject({ passed: true });
    expect(detail.last_location.id).toBeUndefined();
    expect(detail.counts.location_checks).toBe(1);
    const list = (
      await t.app.inject({ url: `/api/admin/users/${player.userId}/location-checks`, headers: admin.headers })
    ).json();
    expect(list).toMatchObject({ total: 1, data: [{ passed: true, id: expect.any(String) }] });
  });
});

describe('the audit log', () => {
  it('is searchable by staff, player, action and time, newest first', async () => {
    const player = await registerPlayer(t.app);
    await act('POST', `/api/admin/users/${player.userId}/freeze`, { reason: 'First' });
    await act('POST', `/api/admin/users/${player.userId}/unfreeze`, { reason: 'Second' });
    const search = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/audit?${query}`, headers: admin.headers })).json();
    const byPlayer = await search(`userId=${player.userId}`);
    expect(byPlayer.total).toBe(2);
    expect(byPlayer.data.map((r: { reason: string }) => r.reason)).toEqual(['Second', 'First']);
    expect(byPlayer.data[0]).toMatchObject({
      staff_id: String(admin.userId),
      staff_username: admin.form.username,
      subject_username: player.form.username,
    });
    expect((await search(`staffId=${admin.userId}&action=users.freeze&userId=${player.userId}`)).total).toBe(
      2,
    );
    expect((await search(`userId=${player.userId}&action=users.ban`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`userId=${player.userId}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await search(`userId=${player.userId}&to=2000-01-01`)).total).toBe(0);
    expect(
      (await t.app.inject({ url: '/api/admin/audit?from=yesterday', headers: admin.headers })).statusCode,
    ).toBe(422);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await act('PUT', `/api/admin/users/${(await registerPlayer(t.app)).userId}/balance-watch`, { on: true });
    const row = await latestAudit(t);
    await expect(
      sql`UPDATE staff_audit_log SET reason = 'rewritten' WHERE id = ${row.id}`.execute(t.infra.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit_log WHERE id = ${row.id}`.execute(t.infra.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE staff_audit_log`.execute(t.infra.db)).rejects.toThrow(/append-only/);
    expect((await latestAudit(t)).reason).toBe(row.reason);
  });
});
