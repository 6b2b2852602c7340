import {
  CHAT_EVENTS,
  type ChatMessage,
  chatChannel,
  RAIN_ACTIVE_MINUTES,
  RAIN_TEXTS,
  RAIN_WARNING_SECONDS,
  STAFF_APPROVAL_TEXTS,
} from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type TestApp, testAppForSuite } from '../../test/app';
import { latestAudit } from '../../test/back-office';
import { balancesOf, chatter } from '../../test/chatters';
import { staffMember, verifiedPlayer } from '../../test/verified-players';

const t = testAppForSuite();
type Headers = Record<string, string>;

let keys = 0;
/** Staff start a rain, with an Idempotency-Key. */
export const startRain = (app: TestApp['app'], headers: Headers, form: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/chat/rains',
    headers: { ...headers, 'idempotency-key': `rain-${Date.now()}-${++keys}` },
    payload: { reason: 'Friday rain for the regulars', ...form },
  });

/** Writes a message as the player in a room, `minutesAgo` in the past. */
async function wrote(userId: bigint, room: string, minutesAgo = 1) {
  await t.infra.db
    .insertInto('chat_messages')
    .values({
      room_id: room,
      user_id: userId,
      body: 'hello',
      created_at: sql<Date>`now() - make_interval(mins => ${minutesAgo})`,
    })
    .execute();
}

/** Runs the rain's payout job now instead of after its warning. */
async function rainLands(rainId: string) {
  await t.infra.db
    .updateTable('jobs')
    .set({ run_at: new Date(), status: 'queued' })
    .where('key', '=', `chat-rain-${rainId}`)
    .execute();
  await t.jobs.drain();
}

const roomLines = async (room: string) =>
  (
    await t.infra.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('channel', '=', chatChannel(room))
      .where('event', '=', CHAT_EVENTS.messages)
      .orderBy('id')
      .execute()
  ).map((row) => row.payload as ChatMessage);

const rainTransfers = (rainId: string) =>
  t.infra.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'coin'])
    .where('kind', '=', 'rain')
    .where('reference_id', '=', rainId)
    .orderBy('idempotency_key')
    .execute();

describe('house rain', () => {
  it('warns the room, then splits the pot exactly among eligible chatters, each share once', async () => {
    const admin = await staffMember(t, 'admin');
    const room = 'espanol';
    const located = await chatter(t, true);
    const unlocated = await chatter(t);
    const muted = await chatter(t);
    const unverified = await chatter(t);
    const helper = await staffMember(t, 'helper');
    const stale = await chatter(t, true);
    const elsewhere = await chatter(t, true);
    const silent = await chatter(t, true);
    await t.infra.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', unverified.userId)
      .execute();
    await t.infra.db
      .insertInto('chat_sanctions')
      .values({
        user_id: muted.userId,
        kind: 'mute',
        reason: 'spam',
        until: new Date(Date.now() + 3_600_000),
        created_by: admin.userId,
      })
      .execute();
    for (const player of [located, unlocated, muted, unverified, helper]) await wrote(player.userId, room);
    await wrote(stale.userId, room, RAIN_ACTIVE_MINUTES + 1);
    await wrote(elsewhere.userId, 'lobby');
    const before = await Promise.all(
      [located, unlocated, muted, unverified, stale, elsewhere, silent].map((p) => balancesOf(t, p.userId)),
    );

    const started = await startRain(t.app, admin.headers, { room_id: room, gc: '1000.01', sc: '10' });
    expect(started.statusCode, started.body).toBe(201);
    const rain = started.json();
    expect(rain).toMatchObject({ room_id: room, gc: '1000.01', sc: '10.00', status: 'warned' });
    const warning = (await roomLines(room)).at(-1);
    expect(warning).toMatchObject({
      kind: 'rain',
      sender: null,
      body: RAIN_TEXTS.warning(100_001n, 1_000n, RAIN_WARNING_SECONDS),
      rain: { rain_id: rain.id, phase: 'warning', gc_recipients: null },
    });
    expect(await latestAudit(t)).toMatchObject({ action: 'chat.rain', staff_id: admin.userId });
    expect(await rainTransfers(rain.id)).toEqual([]);

    await rainLands(rain.id);
    // 100,001 GC units split in two: 50,000 each, 1 left to the house. SC only where it may be awarded.
    expect(await balancesOf(t, located.userId)).toEqual({
      gc: (before[0]?.gc ?? 0n) + 50_000n,
      scUnplayed: (before[0]?.scUnplayed ?? 0n) + 1_000n,
    });
    expect(await balancesOf(t, unlocated.userId)).toEqual({
      gc: (before[1]?.gc ?? 0n) + 50_000n,
      scUnplayed: before[1]?.scUnplayed,
    });
    for (const [i, player] of [muted, unverified, stale, elsewhere, silent].entries())
      expect(await balancesOf(t, player.userId)).toEqual(before[i + 2]);
    const result = (await roomLines(room)).at(-1);
    expect(result).toMatchObject({
      kind: 'rain',
      sender: null,
      body: 'It rained! 2 got 500.00 GC each; 1 got 10.00 SC each.',
      rain: { phase: 'result', gc_recipients: 2, sc_recipients: 1, gc_share: '500.00', sc_share: '10.00' },
    });
    const transfers = await rainTransfers(rain.id);
    expect(transfers).toHaveLength(3);
    expect(transfers.map((row) => row.idempotency_key)).toContain(
      `chat-rain:${rain.id}:${located.userId}:SC`,
    );

    // The job run again (a crash after the commit, another instance) pays nobody twice.
    await rainLands(rain.id);
    expect(await rainTransfers(rain.id)).toHaveLength(3);
    const shares = await t.infra.db
      .selectFrom('chat_rain_shares')
      .selectAll()
      .where('rain_id', '=', BigInt(rain.id))
      .execute();
    expect(shares).toHaveLength(2);
    expect((await roomLines(room)).filter((line) => line.rain?.phase === 'result')).toHaveLength(1);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('passes without paying when no one is eligible', async () => {
    const admin = await staffMember(t, 'admin');
    const started = await startRain(t.app, admin.headers, { room_id: 'lobby', gc: '50' });
    expect(started.statusCode, started.body).toBe(201);
    await t.infra.db
      .deleteFrom('chat_messages')
      .where('room_id', '=', 'lobby')
      .where('user_id', 'is not', null)
      .execute();
    await rainLands(started.json().id);
    expect((await roomLines('lobby')).at(-1)?.body).toBe('The rain passed: no one was eligible.');
    expect(await rainTransfers(started.json().id)).toEqual([]);
  });

  it('holds staff rain to its permission, two-factor and cap', async () => {
    const mod = await staffMember(t, 'mod');
    expect((await startRain(t.app, mod.headers, { room_id: 'lobby', gc: '10' })).statusCode).toBe(403);
    const noTwoFactor = await staffMember(t, 'admin', false);
    expect((await startRain(t.app, noTwoFactor.headers, { room_id: 'lobby', gc: '10' })).statusCode).toBe(
      403,
    );
    const player = await verifiedPlayer(t);
    expect((await startRain(t.app, player.headers, { room_id: 'lobby', gc: '10' })).statusCode).toBe(403);

    const admin = await staffMember(t, 'admin');
    const overCap = await startRain(t.app, admin.headers, { room_id: 'lobby', sc: '100.01' });
    expect(overCap.statusCode).toBe(422);
    expect(overCap.json().message).toMatch(/^A rain of 100\.01 SC is over the cap of 100\.00 SC/);
    const empty = await startRain(t.app, admin.headers, { room_id: 'lobby' });
    expect(empty.json().message).toBe(RAIN_TEXTS.pot);
    const nowhere = await startRain(t.app, admin.headers, { room_id: 'nowhere', gc: '10' });
    expect(nowhere.statusCode).toBe(404);

    // The default cap is the threshold (1,000,000 GC): above it is refused, nothing written.
    const rainsBefore = await t.infra.db.selectFrom('chat_rains').select('id').execute();
    const big = await startRain(t.app, admin.headers, { room_id: 'lobby', gc: '1000000.01' });
    expect(big.statusCode).toBe(422);
    expect((await t.infra.db.selectFrom('chat_rains').select('id').execute()).length).toBe(
      rainsBefore.length,
    );
  });
});

describe('house rain above the maker-checker threshold', () => {
  const wide = testAppForSuite({ STAFF_CAP_RAIN_GC: '5000000' });

  it('waits for a second admin, then starts once approved', async () => {
    const [maker, checker] = [await staffMember(wide, 'admin'), await staffMember(wide, 'admin')];
    const asked = await startRain(wide.app, maker.headers, { room_id: 'lobby', gc: '2000000' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toBe(STAFF_APPROVAL_TEXTS.sentForApproval);
    expect(await wide.infra.db.selectFrom('chat_rains').select('id').execute()).toEqual([]);
    const approved = await wide.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${asked.json().approval.id}/approve`,
      headers: checker.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const rains = await wide.infra.db.selectFrom('chat_rains').selectAll().execute();
    expect(rains).toHaveLength(1);
    expect(rains[0]).toMatchObject({ gc: 200_000_000n, started_by: maker.userId, status: 'warned' });
  });
});
