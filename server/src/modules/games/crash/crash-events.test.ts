import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../../test/app';
import { playerRecords } from '../../../test/players';
import { connectSocket, listenLocally } from '../../../test/sockets';

/** Rounds with a betting window long enough to place the plays of a test in one round. */
const CRASH_ENV = {
  CRASH_ENABLED: 'true',
  CRASH_BETTING_MS: '1500',
  CRASH_PAUSE_MS: '50',
  CRASH_GROWTH: '3',
  CRASH_CHAIN_LENGTH: '60',
};

let t: TestApp;
let watcher: Socket;
const heard: { bet: { id: string } }[] = [];
beforeAll(async () => {
  t = await createTestApp(CRASH_ENV);
  watcher = await connectSocket(await listenLocally(t.app));
  watcher.emit('subscribe', 'crash');
  watcher.on('CrashBet', (payload: { bet: { id: string } }) => heard.push(payload));
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => {
  watcher.close();
  await t.close();
});

/** Waits for a betting window with most of it left. */
async function bettingWindow(): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { round } = (await t.app.inject({ url: '/api/crash' })).json();
    if (round?.status === 'betting' && Date.parse(round.betting_ends_at) - Date.now() > 1_000) return;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error('crash: no betting window');
}

const bet = (token: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/crash',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { action: 'bet', wager: '10' },
  });

it("a play's CrashBet reaches the channel once, through the outbox; a play whose transaction rolled back never does", async () => {
  const rolledBack = await registerPlayer(t.app);
  const placed = await registerPlayer(t.app);
  // The play is written, CrashBet enqueued, then storing the call's answer fails: the transaction rolls back.
  await sql`CREATE FUNCTION refuse_answer() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the commit failed'; END $$`.execute(t.infra.db);
  await sql
    .raw(`CREATE TRIGGER refuse_answer BEFORE UPDATE ON idempotent_requests
    FOR EACH ROW WHEN (NEW.user_id = ${rolledBack.userId}) EXECUTE FUNCTION refuse_answer()`)
    .execute(t.infra.db);

  await bettingWindow();
  expect((await bet(rolledBack.token, 'crash-event-1')).statusCode).toBe(500);
  const first = await bet(placed.token, 'crash-event-2');
  expect(first.statusCode, first.body).toBe(200);
  expect((await bet(placed.token, 'crash-event-2')).body).toBe(first.body);

  const id = first.json().bet.id;
  for (let i = 0; i < 100 && !heard.some((event) => event.bet.id === id); i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // Long enough for a second copy or the rolled-back play to arrive, had either been sent.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(heard.map((event) => event.bet.id)).toEqual([id]);
  const outbox = await t.infra.db
    .selectFrom('event_outbox')
    .select(['payload', 'published_at'])
    .where('event', '=', 'CrashBet')
    .execute();
  expect(outbox).toEqual([{ payload: { bet: first.json().bet }, published_at: expect.any(Date) }]);
  const rolledBackPlays = await playerRecords(t.infra.db, 'bets', rolledBack.userId);
  expect(rolledBackPlays).toEqual([]);
});
