import {
  ANNOUNCEMENT_EVENT,
  HIDDEN_CHARACTERS_TEXT,
  NOTIFICATION_EVENT,
  NOTIFICATION_LINK_TEXT,
  NOTIFICATIONS_READ_EVENT,
  type NotificationsPage,
} from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { channelEvents } from '../../test/events';
import { setPlayerRow } from '../../test/players';
import { staffMember } from '../../test/verified-players';
import { notify } from './index';

const t = testAppForSuite();

const inbox = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(token) });
const page = async (token: string, query = '') => {
  const response = await inbox(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationsPage;
};
const unread = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: bearer(token) })).json()
    .unread as number;
const markRead = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(token), payload });
const publish = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/announcements', headers, payload });
const tellPlayer = (userId: bigint, title: string) =>
  inTransaction(t.infra.db, (trx) =>
    notify(trx, userId, {
      kind: 'bonus-credited',
      title,
      body: 'Daily bonus: 1.00 GC',
      link: '/transactions',
    }),
  );
const outboxEvents = (channel: string, event: string) => channelEvents(t.infra.db, channel, event);

describe('the inbox', () => {
  it('asks only signed-in players', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread' })).statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
    });
    expect(read.statusCode).toBe(401);
  });

  it('pages newest first with the unread count and a cursor', async () => {
    const { token, userId } = await registerPlayer(t.app);
    expect(await page(token)).toEqual({ notifications: [], unread: 0, next_before: null });
    for (const n of [1, 2, 3]) await tellPlayer(userId, `Bonus ${n}`);

    const first = await page(token, '?limit=2');
    expect(first.notifications.map((n) => n.title)).toEqual(['Bonus 3', 'Bonus 2']);
    expect(first.unread).toBe(3);
    expect(first.notifications[0]).toMatchObject({
      kind: 'bonus-credited',
      body: 'Daily bonus: 1.00 GC',
      link: '/transactions',
      payload: {},
      read_at: null,
    });
    const second = await page(token, `?limit=2&before=${first.next_before}`);
    expect(second.notifications.map((n) => n.title)).toEqual(['Bonus 1']);
    expect(second.next_before).toBeNull();
    expect((await inbox(token, '?limit=0')).statusCode).toBe(422);
    expect((await inbox(token, '?before=abc')).statusCode).toBe(422);
  });

  it('marks one read, or all; another player cannot mark them', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const one = await tellPlayer(userId, 'One');
    await tellPlayer(userId, 'Two');

    const foreign = await markRead(other.token, { ids: [one.id] });
    expect(foreign.json()).toEqual({ unread: 0 });
    expect(await unread(token)).toBe(2);

    expect((await markRead(token, { ids: [one.id] })).json()).toEqual({ unread: 1 });
    const after = await page(token);
    expect(after.notifications.find((n) => n.id === one.id)?.read_at).not.toBeNull();
    expect((await markRead(token, { all: true })).json()).toEqual({ unread: 0 });
    expect(
      (await outboxEvents(`App.User.${userId}`, NOTIFICATIONS_READ_EVENT)).map((e) => e.payload),
    ).toEqual([{ unread: 1 }, { unread: 0 }]);
    expect((await markRead(token, { ids: [] })).statusCode).toBe(422);
    expect((await markRead(token, { all: false })).statusCode).toBe(422);
  });
});

describe('notify', () => {
  it('writes the notification and its live event in the caller transaction', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const notification = await tellPlayer(userId, 'Credited');
    const events = await outboxEvents(`App.User.${userId}`, NOTIFICATION_EVENT);
    expect(events.map((e) => e.payload)).toEqual([notification]);
    expect((await page(token)).notifications).toEqual([notification]);
  });

  it('leaves nothing when its transaction rolls back', async () => {
    const { token, userId } = await registerPlayer(t.app);
    await expect(
      inTransaction(t.infra.db, async (trx) => {
        await notify(trx, userId, { kind: 'purchase-completed', title: 'Purchase complete', body: 'x' });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await page(token)).toEqual({ notifications: [], unread: 0, next_before: null });
    expect(await outboxEvents(`App.User.${userId}`, NOTIFICATION_EVENT)).toEqual([]);
  });
});

describe('announcements', () => {
  it('only staff with the permission and two-factor on publish; the audit log records it', async () => {
    const draft = { title: 'Maintenance', body: 'Back at noon.', audience: 'all' };
    const { token } = await registerPlayer(t.app);
    expect((await publish(bearer(token), draft)).statusCode).toBe(403);
    expect((await publish((await staffMember(t, 'helper')).headers, draft)).statusCode).toBe(403);
    expect((await publish((await staffMember(t, 'mod', false)).headers, draft)).statusCode).toBe(403);
    const mod = await staffMember(t, 'mod');
    const published = await publish(mod.headers, draft);
    expect(published.statusCode, published.body).toBe(201);
    const audit = await t.infra.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'announcements.publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_id: mod.userId,
      subject_type: 'announcement',
      subject_id: published.json().id,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/announcements', headers: mod.headers });
    expect(list.json().announcements[0]).toMatchObject({
      title: 'Maintenance',
      published_by: mod.form.username,
    });
  });

  it('reach every player signed up before, once, with read state per player, and go out live', async () => {
    const staff = await staffMember(t, 'admin');
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const response = await publish(staff.headers, {
      title: 'New games',
      body: 'Three new slots.\nTry them.',
      link: '/games',
      audience: 'all',
    });
    const announcement = response.json();
    const late = await registerPlayer(t.app);

    expect(
      await t.infra.db
        .selectFrom('announcements')
        .select('id')
        .where('id', '=', BigInt(announcement.id))
        .execute(),
    ).toHaveLength(1);
    for (const player of [alice, bob]) {
      const shown = (await page(player.token)).notifications.find((n) => n.id === announcement.id);
      expect(shown).toMatchObject({
        kind: 'announcement',
        title: 'New games',
        body: 'Three new slots.\nTry them.',
        link: '/games',
        read_at: null,
      });
    }
    expect((await page(late.token)).notifications).toEqual([]);

    expect((await markRead(alice.token, { ids: [announcement.id] })).json().unread).toBe(0);
    expect((await markRead(alice.token, { ids: [announcement.id] })).json().unread).toBe(0);
    expect(await unread(bob.token)).toBeGreaterThanOrEqual(1);
    const bobs = (await page(bob.token)).notifications.find((n) => n.id === announcement.id);
    expect(bobs?.read_at).toBeNull();
    expect((await markRead(bob.token, { all: true })).json().unread).toBe(0);

    const live = await outboxEvents('announcements', ANNOUNCEMENT_EVENT);
    expect(live.at(-1)?.payload).toEqual({
      id: announcement.id,
      audience: 'all',
      created_at: announcement.created_at,
    });
  });

  it('reach only their segment', async () => {
    const staff = await staffMember(t, 'admin');
    const gc = await registerPlayer(t.app);
    const sc = await registerPlayer(t.app);
    await setPlayerRow(t.infra.db, sc.userId, { game_mode: 'SC' });
    const buyer = await registerPlayer(t.app);
    await setPlayerRow(t.infra.db, buyer.userId, { total_purchases: 1999n });
    const vip = await registerPlayer(t.app);
    await t.infra.db
      .insertInto('vip_bonuses')
      .values({ user_id: vip.userId, awarded_by: staff.userId, gc: 100n, sc: 0n, reward_type: 'VIP Bonus' })
      .execute();
    const ids: Record<string, string> = {};
    for (const audience of ['sc-players', 'purchasers', 'vip'])
      ids[audience] = (
        await publish(staff.headers, { title: audience, body: 'For you.', audience })
      ).json().id;

    const titles = async (token: string) => (await page(token)).notifications.map((n) => n.title);
    expect(await titles(gc.token)).toEqual([]);
    expect(await titles(sc.token)).toEqual(['sc-players']);
    expect(await titles(buyer.token)).toEqual(['purchasers']);
    expect(await titles(vip.token)).toEqual(['vip']);
    // Nobody marks an announcement not shown to them.
    await markRead(gc.token, { ids: Object.values(ids) });
    expect(
      await t.infra.db
        .selectFrom('announcement_reads')
        .select('user_id')
        .where('user_id', '=', gc.userId)
        .execute(),
    ).toEqual([]);
  });
});

describe('hostile announcement text', () => {
  const valid = { title: 'Hello', body: 'Plain words.', audience: 'all' };
  const refused = async (payload: object) => {
    const staff = await staffMember(t, 'admin');
    const before = await t.infra.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await publish(staff.headers, payload);
    const after = await t.infra.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    return response;
  };

  it('keeps markup as the text it is, never as markup', async () => {
    const staff = await staffMember(t, 'admin');
    const player = await registerPlayer(t.app);
    const html = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await publish(staff.headers, { ...valid, title: '<b>Bold</b>', body: html });
    expect(response.statusCode).toBe(201);
    const shown = (await page(player.token)).notifications[0];
    expect(shown).toMatchObject({ title: '<b>Bold</b>', body: html });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['a right-to-left override', { body: 'Pay \u202Egnp.exe' }],
    ['a zero-width space', { title: 'Free\u200BSC' }],
    ['a byte-order mark inside a word', { body: 'H\uFEFFi' }],
    ['a bidi isolate', { body: 'a\u2067b\u2069' }],
    ['a control character', { body: 'bell\u0007' }],
    ['a line break in a title', { title: 'one\ntwo' }],
  ])('refuses %s', async (_name, change) => {
    const response = await refused({ ...valid, ...change });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain(HIDDEN_CHARACTERS_TEXT);
  });

  it('refuses NUL, a 100 KB body, a blank title and a link off the site', async () => {
    const nul = await refused({ ...valid, body: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    const huge = await refused({ ...valid, body: 'x'.repeat(100 * 1024) });
    expect([413, 422]).toContain(huge.statusCode);
    const long = await refused({ ...valid, body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect((await refused({ ...valid, title: '   ' })).statusCode).toBe(422);
    for (const link of ['javascript:alert(1)', 'https://evil.example', '//evil.example', '/\\evil.example']) {
      const response = await refused({ ...valid, link });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.link).toEqual([NOTIFICATION_LINK_TEXT]);
    }
  });

  it('keeps an emoji with its joiner', async () => {
    const staff = await staffMember(t, 'admin');
    expect((await publish(staff.headers, { ...valid, body: 'Team 👩‍💻 at work' })).statusCode).toBe(201);
  });
});
