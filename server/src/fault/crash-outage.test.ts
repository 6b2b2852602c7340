import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../test/app';

/** Slow enough rounds to stop a server in the middle of one: ×2 after about 1.4 s. */
const CRASH_ENV = {
  CRASH_ENABLED: 'true',
  CRASH_BETTING_MS: '1500',
  CRASH_PAUSE_MS: '50',
  CRASH_GROWTH: '0.5',
  CRASH_CHAIN_LENGTH: '200',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp | null = null;
/** The next leader of the test: it shares t's database, so it closes first. */
let next: FastifyInstance | null = null;
afterEach(async () => {
  await next?.close();
  await t?.app.close();
  await t?.database.close();
  next = null;
  t = null;
});

async function until<T>(what: string, read: () => Promise<T | undefined | null | false>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (value) return value;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The round in play, read from the database (the test may know its secret crash point). */
const liveRound = (app: TestApp) =>
  app.deps.db
    .selectFrom('crash_rounds')
    .selectAll()
    .select(sql<number>`extract(epoch from betting_ends_at - clock_timestamp()) * 1000`.as('window_left_ms'))
    .where('status', 'in', ['betting', 'running'])
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** A betting window with `leftMs` of it left whose round crashes between `lowest` and `highest`. */
const bettingWindow = (app: TestApp, leftMs: number, lowest: number, highest: number) =>
  until('a betting window', async () => {
    const round = await liveRound(app);
    const point = Number(round?.crash_point);
    return (
      round?.status === 'betting' &&
      Number(round.window_left_ms) > leftMs &&
      point >= lowest &&
      point <= highest &&
      round
    );
  });

/** A second instance on the same database: the next leader after t stopped. */
async function nextLeader(app: TestApp): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    ...CRASH_ENV,
  });
  next = (await buildApp({ config, database: app.database })).app;
  await next.ready();
  return next;
}

const gc = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ url: '/api/user/balance', headers })).json().gc as string;

const crashPost = (app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/crash', headers, payload });

describe('crash over an outage', () => {
  it('a round its server stopped in the middle of is interrupted by the next leader: riding plays are refunded, cash-outs kept', async () => {
    t = await createTestApp(CRASH_ENV);
    const app = t.app;
    const [auto, rider, casher] = await Promise.all([
      registerPlayer(app),
      registerPlayer(app),
      registerPlayer(app),
    ]);
    const round = await bettingWindow(t, 300, 4, Number.POSITIVE_INFINITY);
    for (const [player, payload] of [
      [auto, { action: 'bet', wager: '100', auto_cashout: 1.2 }],
      [rider, { action: 'bet', wager: '50' }],
      [casher, { action: 'bet', wager: '10' }],
    ] as const) {
      const placed = await crashPost(app, bearer(player.token), payload);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    await until('the round to run', async () => (await liveRound(t as TestApp))?.status === 'running');
    await until('the automatic cash-out at 1.20', async () => {
      const bets = (await app.inject({ url: `/api/crash/rounds/${round.id}` })).json().bets as {
        cashout: string;
      }[];
      return bets.some((b) => b.cashout === '1.20');
    });
    expect((await crashPost(app, bearer(casher.token), { action: 'cashout' })).statusCode).toBe(200);
    await t.app.close();
    // The round would run on to ×4 or more: its server stopped well before.
    const left = await t.database.db
      .selectFrom('crash_rounds')
      .select('status')
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(left.status).toBe('running');

    const leader = await nextLeader(t);
    const detail = await until('the round to end', async () => {
      const d = (await leader.inject({ url: `/api/crash/rounds/${round.id}` })).json();
      return d.round.status !== 'running' && d;
    });
    expect(detail.round).toMatchObject({
      status: 'interrupted',
      crash_point: Number(round.crash_point).toFixed(2),
    });
    expect(await gc(leader, bearer(rider.token))).toBe('10000.00');
    expect(await gc(leader, bearer(auto.token))).toBe('10020.00');
    const cashed = detail.bets.find((b: { user: { id: string } }) => b.user.id === casher.userId.toString());
    expect(Number(cashed.cashout)).toBeGreaterThan(1.2);
    const ridden = detail.bets.find((b: { user: { id: string } }) => b.user.id === rider.userId.toString());
    expect(ridden).toMatchObject({ status: 'settled', payout: '50.00', cashout: null });
    const history = (
      await leader.inject({ url: '/api/history/mine?game=crash', headers: bearer(rider.token) })
    ).json();
    expect(history.data[0]).toMatchObject({ wager: '50.00', payout: '50.00' });
    expect(await t.deps.ledger.totals(t.database.db)).toEqual({ GC: 0n, SC: 0n });
    // The next rounds go on as usual.
    await until('a new round', async () => {
      const live = (await leader.inject({ url: '/api/crash' })).json();
      return BigInt(live.round.id) > BigInt(round.id);
    });
  });

  it('a shutdown in the betting window does not start the round: the next leader starts it at its planned time', async () => {
    t = await createTestApp(CRASH_ENV);
    const player = await registerPlayer(t.app);
    const round = await bettingWindow(t, 900, 1, 3);
    expect(
      (await crashPost(t.app, bearer(player.token), { action: 'bet', wager: '10', auto_cashout: 1000000 }))
        .statusCode,
    ).toBe(200);
    await t.app.close();
    const stopped = await t.database.db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(stopped).toMatchObject({ status: 'betting', started_at: null });

    const leader = await nextLeader(t);
    const started = await until('the round to start', () =>
      (t as TestApp).database.db
        .selectFrom('crash_rounds')
        .selectAll()
        .where('id', '=', round.id)
        .where('started_at', 'is not', null)
        .executeTakeFirst(),
    );
    expect((started.started_at as Date).getTime()).toBeGreaterThanOrEqual(round.betting_ends_at.getTime());
    // The play placed before the shutdown rides in it, then loses at the crash as usual.
    const detail = await until('the round to crash', async () => {
      const d = (await leader.inject({ url: `/api/crash/rounds/${round.id}` })).json();
      return d.round.status === 'crashed' && d;
    });
    expect(detail.bets[0]).toMatchObject({ status: 'settled', payout: '0.00' });
    expect(await gc(leader, bearer(player.token))).toBe('9990.00');
  });
});
