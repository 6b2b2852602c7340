import { CHAT_EVENTS, CHAT_KEPT_MESSAGES, CHAT_TEXTS, type ChatMessage, chatChannel } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';
import { latestAudit } from '../../test/back-office';
import { chatter as chatterOf, reportMessage } from '../../test/chatters';
import { channelEvents } from '../../test/events';
import { seededPlayer } from '../../test/plays';
import { staffMember } from '../../test/verified-players';

const t = testAppForSuite();
type Headers = Record<string, string>;

/** A verified player who has met the requirement to chat. */
const chatter = () => chatterOf(t);

const post = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/chat_messages', headers, payload });

const messagesIn = async (headers: Headers, room = 'lobby') => {
  const answer = await t.app.inject({ url: `/api/chat_messages/${room}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ChatMessage[];
};

/** What the room's channel was sent, oldest first. */
const roomEvents = (room: string, event: string) => channelEvents(t.infra.db, chatChannel(room), event);

describe('chat rooms and messages', () => {
  it('is for signed-in players only', async () => {
    for (const url of ['/api/chat_rooms', '/api/chat_messages/lobby', '/api/chat/standing']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await post({}, { body: 'hi', roomId: 'lobby' })).statusCode).toBe(401);
  });

  it('lists the lobby first and a room per language', async () => {
    const player = await chatter();
    const rooms = (await t.app.inject({ url: '/api/chat_rooms', headers: player.headers })).json();
    expect(rooms.map((room: { id: string }) => room.id)).toEqual(['lobby', 'espanol']);
    expect(rooms[0]).toMatchObject({ name: 'Lobby', language: 'en', slow_mode_seconds: 0, recipient: null });
  });

  it('posts a trimmed message that the room hears once it committed, with the sender’s title', async () => {
    const player = await chatter();
    const answer = await post(player.headers, { body: '   hello\n\tthere  ', roomId: 'lobby' });
    expect(answer.statusCode, answer.body).toBe(201);
    const message = answer.json() as ChatMessage;
    expect(message).toMatchObject({ body: 'hello there', room_id: 'lobby', kind: 'message', bet: null });
    expect(message.sender).toMatchObject({
      username: player.form.username,
      chatTitle: { title: 'User', order: 999 },
      staff: false,
    });
    const heard = await roomEvents('lobby', CHAT_EVENTS.messages);
    expect(heard.at(-1)?.payload).toEqual(message);
    expect((await messagesIn(player.headers)).at(-1)).toEqual(message);
  });

  it(`keeps the last ${CHAT_KEPT_MESSAGES} of a room, oldest first`, async () => {
    const player = await chatter();
    const rows = Array.from({ length: CHAT_KEPT_MESSAGES + 5 }, (_, i) => ({
      room_id: 'espanol',
      user_id: player.userId,
      body: `hola ${i}`,
    }));
    await t.infra.db.insertInto('chat_messages').values(rows).execute();
    const messages = await messagesIn(player.headers, 'espanol');
    expect(messages).toHaveLength(CHAT_KEPT_MESSAGES);
    expect(messages[0]?.body).toBe('hola 5');
    expect(messages.at(-1)?.body).toBe(`hola ${CHAT_KEPT_MESSAGES + 4}`);
  });

  it('answers a second message within 3 s with 429 Slow down!, and moves nothing', async () => {
    const player = await chatter();
    expect((await post(player.headers, { body: 'one', roomId: 'lobby' })).statusCode).toBe(201);
    const second = await post(player.headers, { body: 'two', roomId: 'lobby' });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(CHAT_TEXTS.slowDown);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    const bodies = (await messagesIn(player.headers)).map((m) => m.body);
    expect(bodies).not.toContain('two');
  });

  it('refuses links, live bonus codes, hidden characters and an unknown room in the rules’ words', async () => {
    const player = await chatter();
    await t.infra.db
      .insertInto('bonus_codes')
      .values({ code: 'SPRING25', title: 'Spring', kind: 'bonus', gc: 100n })
      .execute();
    // NUL is refused before the chat's rules, by the API's guard on every text, in its own words.
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ body: 'join me at https://evil.example', roomId: 'lobby' }, 422, CHAT_TEXTS.noLinks],
      [{ body: 'bit.ly/abc free coins', roomId: 'lobby' }, 422, CHAT_TEXTS.noLinks],
      [{ body: 'use code spring25 now', roomId: 'lobby' }, 422, CHAT_TEXTS.noBonusCodes],
      [{ body: 'abc\u202Egpj.exe', roomId: 'lobby' }, 422, CHAT_TEXTS.hiddenCharacters],
      [{ body: 'nul\u0000byte', roomId: 'lobby' }, 422, /NUL character/],
      [{ body: '   ', roomId: 'lobby' }, 422, CHAT_TEXTS.empty],
      [{ body: 'x'.repeat(201), roomId: 'lobby' }, 422, CHAT_TEXTS.tooLong],
      [{ body: 'x'.repeat(100_000), roomId: 'lobby' }, 413, /too large/i],
      [{ body: 'hi', roomId: 'nowhere' }, 404, CHAT_TEXTS.roomNotFound],
    ];
    const before = await t.infra.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    for (const [payload, status, text] of cases) {
      const answer = await post(player.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(answer.json().message).toMatch(text);
    }
    const after = await t.infra.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
  });

  it('keeps markup as text and drops zero-width characters', async () => {
    const player = await chatter();
    const answer = await post(player.headers, {
      body: '<img src=x onerror=alert(1)> hi\u200Bthere',
      roomId: 'lobby',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().body).toBe('<img src=x onerror=alert(1)> hithere');
  });

  it('asks for the requirement to chat until it is met, then remembers it', async () => {
    const unverified = await seededPlayer(t.app, 'chat', ['dicing']);
    const refused = await post(unverified.headers, { body: 'hi', roomId: 'lobby' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'To chat, verify your email and play at least 1,000.00 GC or 1.00 SC.',
    );
    await t.infra.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', unverified.userId)
      .execute();
    expect((await post(unverified.headers, { body: 'hi', roomId: 'lobby' })).statusCode).toBe(403);
    for (let i = 0; i < 2; i++) {
      const play = await t.app.inject({
        method: 'POST',
        url: '/api/dicing',
        headers: unverified.headers,
        payload: { wager: '500', over: true, multiplier: 2, target: 50 },
      });
      expect(play.statusCode, play.body).toBe(200);
    }
    const standing = (await t.app.inject({ url: '/api/chat/standing', headers: unverified.headers })).json();
    expect(standing).toMatchObject({ can_chat: true, reason: null });
    expect((await post(unverified.headers, { body: 'made it', roomId: 'lobby' })).statusCode).toBe(201);
  });

  it('shares the player’s own settled bet as a card, and refuses anyone else’s', async () => {
    const player = await seededPlayer(t.app, 'share', ['dicing']);
    await t.infra.db.insertInto('chat_members').values({ user_id: player.userId }).execute();
    const play = await t.app.inject({
      method: 'POST',
      url: '/api/dicing',
      headers: player.headers,
      payload: { wager: '10', over: true, multiplier: 2, target: 50 },
    });
    const betId = play.json().bet.id as string;
    const other = await chatter();
    const refused = await post(other.headers, { body: '', roomId: 'lobby', bet_id: betId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CHAT_TEXTS.betNotFound);
    const shared = await post(player.headers, { body: '', roomId: 'lobby', bet_id: betId });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json()).toMatchObject({
      kind: 'bet',
      bet: { bet_id: betId, game: 'dicing', coin: 'GC', wager: '10.00' },
    });
  });
});

describe('ignoring a player', () => {
  it('hides their messages from the list on every later read, until unignored', async () => {
    const [reader, noisy] = [await chatter(), await chatter()];
    await post(noisy.headers, { body: 'buy my stuff', roomId: 'lobby' });
    const ignore = await t.app.inject({
      method: 'POST',
      url: '/api/chat/ignores',
      headers: reader.headers,
      payload: { username: noisy.form.username.toUpperCase() },
    });
    expect(ignore.statusCode, ignore.body).toBe(200);
    expect(ignore.json().ignored).toEqual([{ id: noisy.userId.toString(), username: noisy.form.username }]);
    expect((await messagesIn(reader.headers)).some((m) => m.sender?.id === noisy.userId.toString())).toBe(
      false,
    );
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/chat/ignores',
      headers: reader.headers,
      payload: { username: reader.form.username },
    });
    expect(self.json().message).toBe(CHAT_TEXTS.cannotIgnoreSelf);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/ignores/${noisy.form.username}`,
      headers: reader.headers,
    });
    expect((await messagesIn(reader.headers)).some((m) => m.sender?.id === noisy.userId.toString())).toBe(
      true,
    );
  });
});

describe('moderation', () => {
  it('lets a helper delete a message: it leaves the room, its reports close, the audit log keeps it', async () => {
    const [player, reporter, helper] = [await chatter(), await chatter(), await staffMember(t, 'helper')];
    const admin = await staffMember(t, 'admin');
    const openReports = async () =>
      (await t.app.inject({ url: '/api/admin/queues', headers: admin.headers })).json().chat_reports_open;
    const waitingBefore = await openReports();
    const message = (
      await post(player.headers, { body: 'rude words', roomId: 'lobby' })
    ).json() as ChatMessage;
    const report = await reportMessage(t.app, reporter.headers, message.id, 'harassment');
    expect(report.statusCode, report.body).toBe(201);
    const again = await reportMessage(t.app, reporter.headers, message.id, 'harassment');
    expect(again.json().message).toBe(CHAT_TEXTS.alreadyReported);
    expect(await openReports()).toBe(waitingBefore + 1);
    const open = (await t.app.inject({ url: '/api/admin/chat/reports', headers: helper.headers })).json();
    expect(open.data[0]).toMatchObject({
      reason: 'harassment',
      message: { id: message.id },
      message_deleted: false,
    });

    const byPlayer = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat_messages/${message.id}`,
      headers: reporter.headers,
    });
    expect(byPlayer.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat_messages/${message.id}`,
      headers: helper.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await messagesIn(player.headers)).some((m) => m.id === message.id)).toBe(false);
    expect((await roomEvents('lobby', CHAT_EVENTS.deleted)).at(-1)?.payload).toEqual({
      id: message.id,
      room_id: 'lobby',
    });
    const closed = (await t.app.inject({ url: '/api/admin/chat/reports', headers: helper.headers })).json();
    expect(closed.data.some((row: { id: string }) => row.id === open.data[0].id)).toBe(false);
    expect(await openReports()).toBe(waitingBefore);
    expect(await latestAudit(t)).toMatchObject({ action: 'chat.moderate', subject_user_id: player.userId });
  });

  it('mutes for a while with a reason the player reads; only mods ban; a lift ends it', async () => {
    const [player, helper, mod] = [
      await chatter(),
      await staffMember(t, 'helper'),
      await staffMember(t, 'mod'),
    ];
    const sanction = (kind: string, headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/chat/sanctions',
        headers,
        payload: { user_id: player.userId.toString(), kind, minutes: 30, reason: 'spamming the lobby' },
      });
    expect((await sanction('ban', helper.headers)).statusCode).toBe(403);
    const muted = await sanction('mute', helper.headers);
    expect(muted.statusCode, muted.body).toBe(201);
    const refused = await post(player.headers, { body: 'let me talk', roomId: 'lobby' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^You are muted until .* UTC\. Reason: spamming the lobby$/);
    expect((await messagesIn(player.headers)).length).toBeGreaterThan(0);
    const banned = await sanction('ban', mod.headers);
    expect(banned.statusCode, banned.body).toBe(201);
    const reading = await t.app.inject({ url: '/api/chat_messages/lobby', headers: player.headers });
    expect(reading.statusCode).toBe(403);
    for (const id of [muted.json().id, banned.json().id]) {
      const lift = await t.app.inject({
        method: 'POST',
        url: `/api/admin/chat/sanctions/${id}/lift`,
        headers: mod.headers,
      });
      expect(lift.statusCode, lift.body).toBe(200);
    }
    expect((await post(player.headers, { body: 'back again', roomId: 'lobby' })).statusCode).toBe(201);
    // The list narrowed to this player, by id or by username, holds both; another player's finds neither.
    const listed = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/admin/chat/sanctions?open=false&q=${encodeURIComponent(q)}`,
          headers: mod.headers,
        })
      ).json() as { data: { id: string; user_id: string }[]; total: number };
    const username = (
      await t.infra.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', player.userId)
        .executeTakeFirstOrThrow()
    ).username as string;
    for (const q of [player.userId.toString(), username.toUpperCase()]) {
      const page = await listed(q);
      expect(page.data.map((row) => row.id).sort(), q).toEqual([muted.json().id, banned.json().id].sort());
      expect(page.total).toBe(2);
    }
    expect((await listed(helper.userId.toString())).total).toBe(0);
    const events = await t.infra.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('channel', '=', `App.User.${player.userId}`)
      .where('event', '=', CHAT_EVENTS.sanction)
      .execute();
    expect(events).toHaveLength(4);
  });

  it('sets a room’s slow mode, heard by the room, and masks blocked words from the settings', async () => {
    const [player, mod] = [await chatter(), await staffMember(t, 'mod')];
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers: mod.headers,
      payload: {
        require_verified_email: true,
        min_wagered_gc: '1000',
        min_wagered_sc: '1',
        blocked_words: ['Darn'],
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await post(player.headers, { body: 'darn it, DARN', roomId: 'lobby' })).json().body).toBe(
      '**** it, ****',
    );

    const slow = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/rooms/espanol/slow-mode',
      headers: mod.headers,
      payload: { slow_mode_seconds: 30 },
    });
    expect(slow.statusCode, slow.body).toBe(200);
    expect((await roomEvents('espanol', CHAT_EVENTS.room)).at(-1)?.payload).toMatchObject({
      slow_mode_seconds: 30,
    });
    await t.infra.rateLimiter.reset(`chat:${player.userId}`);
    expect((await post(player.headers, { body: 'uno', roomId: 'espanol' })).statusCode).toBe(201);
    await t.infra.rateLimiter.reset(`chat:${player.userId}`);
    // Past the 3 s rule, the room's 30 s still holds.
    const second = await post(player.headers, { body: 'dos', roomId: 'espanol' });
    expect(second.statusCode).toBe(429);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/rooms/espanol/slow-mode',
      headers: mod.headers,
      payload: { slow_mode_seconds: 0 },
    });
    const helper = await staffMember(t, 'helper');
    const byHelper = await t.app.inject({ url: '/api/admin/chat/settings', headers: helper.headers });
    expect(byHelper.statusCode).toBe(403);
  });
});
