import { createHash, randomBytes } from 'node:crypto';
import { crashPoint } from '@casino/fairness';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { bearer, createTestApp, registerPlayer } from '../test/app';
import { createTestDatabase } from '../test/database';
import { until as waitUntil } from './server-process';

/** Slow rounds, to stop a server in the middle of one: ×2 after about 1.4 s. */
const CRASH_ENV = {
  CRASH_ENABLED: 'true',
  CRASH_PAUSE_MS: '50',
  CRASH_GROWTH: '0.5',
  CRASH_CHAIN_LENGTH: '200',
};
const CRASH_EDGE = 0.01;
const CHAIN_LENGTH = 200;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

let database: DatabaseHandle | null = null;
/** The instances of a test, in start order; they share `database`. */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  await database?.close();
  database = null;
});

/**
 * Plants the chain the runner will play, chosen so that its first round crashes at a point `accept`
 * takes: the test then knows what the round will do without waiting for a lucky one.
 */
async function plantChain(db: DatabaseHandle['db'], accept: (point: number) => boolean): Promise<number> {
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const salt = randomBytes(16).toString('hex');
    const links = [seed];
    for (let k = 0; k < CHAIN_LENGTH; k++) links.push(sha256Hex(links[links.length - 1] as string));
    // links[i] = h[CHAIN_LENGTH - i]: round 1 plays h[1], the terminating hash is h[0].
    const point = crashPoint(links[CHAIN_LENGTH - 1] as string, salt, CRASH_EDGE);
    if (!accept(point)) continue;
    await db
      .insertInto('crash_chains')
      .values({ seed, length: CHAIN_LENGTH, terminating_hash: links[CHAIN_LENGTH] as string, salt })
      .execute();
    return point;
  }
}

/** An instance of the app on the test's database; the first one is the first leader. */
async function instance(bettingMs: number): Promise<FastifyInstance> {
  const { app } = await createTestApp(
    { CRASH_BETTING_MS: String(bettingMs), ...CRASH_ENV },
    database as DatabaseHandle,
  );
  apps.push(app);
  return app;
}

/** Waits up to 30 s for `read` to answer something, polling every 20 ms. */
const until = <T>(what: string, read: () => Promise<T | undefined | null | false>) =>
  waitUntil(what, 30_000, read, 20);

const firstRound = () =>
  (database as DatabaseHandle).db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('position', '=', 1)
    .executeTakeFirst();

const gc = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ url: '/api/user/balance', headers })).json().gc as string;

const crashPost = (app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/crash', headers, payload });

describe('crash over an outage', () => {
  it('a round its server stopped in the middle of is interrupted by the next leader: riding plays are refunded, cash-outs kept', async () => {
    database = await createTestDatabase();
    // ×20 or more: 6 s of running, far more than the steps before the stop take on a loaded machine.
    const point = await plantChain(database.db, (p) => p >= 20);
    // A betting window long enough for three sign-ups and their plays while other test files run.
    const first = await instance(4000);
    const [auto, rider, casher] = await Promise.all([
      registerPlayer(first),
      registerPlayer(first),
      registerPlayer(first),
    ]);
    for (const [player, payload] of [
      [auto, { action: 'bet', wager: '100', auto_cashout: 1.2 }],
      [rider, { action: 'bet', wager: '50' }],
      [casher, { action: 'bet', wager: '10' }],
    ] as const) {
      const placed = await crashPost(first, bearer(player.token), payload);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const round = await until('the round to run', async () => {
      const r = await firstRound();
      return r?.status === 'running' && r;
    });
    await until('the automatic cash-out at 1.20', async () => {
      const { bets } = (await first.inject({ url: `/api/crash/rounds/${round.id}` })).json();
      return (bets as { cashout: string | null }[]).some((b) => b.cashout === '1.20');
    });
    expect((await crashPost(first, bearer(casher.token), { action: 'cashout' })).statusCode).toBe(200);
    await first.close();
    expect((await firstRound())?.status).toBe('running');

    const next = await instance(1500);
    const detail = await until('the round to end', async () => {
      const d = (await next.inject({ url: `/api/crash/rounds/${round.id}` })).json();
      return d.round.status !== 'running' && d;
    });
    expect(detail.round).toMatchObject({ status: 'interrupted', crash_point: point.toFixed(2) });
    expect(await gc(next, bearer(rider.token))).toBe('10000.00');
    expect(await gc(next, bearer(auto.token))).toBe('10020.00');
    const byPlayer = (id: bigint) =>
      detail.bets.find((b: { user: { id: string } }) => b.user.id === id.toString());
    expect(Number(byPlayer(casher.userId).cashout)).toBeGreaterThan(1.2);
    expect(byPlayer(rider.userId)).toMatchObject({ status: 'settled', payout: '50.00', cashout: null });
    const history = (
      await next.inject({ url: '/api/history/mine?game=crash', headers: bearer(rider.token) })
    ).json();
    expect(history.data[0]).toMatchObject({ wager: '50.00', payout: '50.00' });
    const totals = await database.db
      .selectFrom('ledger_accounts')
      .select(['coin', (eb) => eb.fn.sum<string>('balance').as('total')])
      .groupBy('coin')
      .execute();
    expect(totals.map((r) => String(r.total))).toEqual(['0', '0']);
    // The next rounds go on as usual.
    await until('the next round', async () => {
      const live = (await next.inject({ url: '/api/crash' })).json();
      return live.round.position > 1;
    });
  });

  it('a shutdown in the betting window does not start the round: the next leader starts it at its planned time', async () => {
    database = await createTestDatabase();
    await plantChain(database.db, (p) => p <= 2);
    const first = await instance(4000);
    const player = await registerPlayer(first);
    const placed = await crashPost(first, bearer(player.token), {
      action: 'bet',
      wager: '10',
      auto_cashout: 1000000,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await first.close();
    const round = await firstRound();
    expect(round).toMatchObject({ status: 'betting', started_at: null });
    expect(round?.betting_ends_at.getTime()).toBeGreaterThan(Date.now());

    const next = await instance(4000);
    const started = await until('the round to start', async () => {
      const r = await firstRound();
      return r?.started_at && r;
    });
    expect((started.started_at as Date).getTime()).toBeGreaterThanOrEqual(started.betting_ends_at.getTime());
    // The play placed before the shutdown rides in it, then loses at the crash as usual.
    const detail = await until('the round to crash', async () => {
      const d = (await next.inject({ url: `/api/crash/rounds/${started.id}` })).json();
      return d.round.status === 'crashed' && d;
    });
    expect(detail.bets[0]).toMatchObject({ status: 'settled', payout: '0.00' });
    expect(await gc(next, bearer(player.token))).toBe('9990.00');
  });
});
