import { randomUUID } from 'node:crypto';
import { formatAmount, type GameRtp, type RtpList } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/app';
import { keyedPost, seededPlayer } from '../../test/plays';
import { twoInstancesForSuite } from '../../test/second-instance';
import { reconcile } from './totals-repository';

// Runs in the real-PostgreSQL tier too: two app instances on one schema, each flushing its own counts.
const { one, two } = twoInstancesForSuite();

/** Plays `rounds` dice in GC through the API, at multipliers from 1.1 to 9.9, wagers 1 to 5. */
async function playDice(t: TestApp, rounds: number) {
  const player = await seededPlayer(t.app, `rtp-${randomUUID()}`, ['dicing']);
  for (let i = 0; i < rounds; i++) {
    const multiplier = [1.1, 2, 3.3, 9.9][i % 4];
    const response = await keyedPost(t.app, '/api/dicing', player.headers, randomUUID(), {
      wager: String((i % 5) + 1),
      multiplier,
    });
    expect(response.statusCode).toBe(200);
  }
}

/** The sums of the settled dice bets in GC, straight from `bets`. */
async function diceBets() {
  const { rows } = await sql<{ rounds: string; wager: string; payout: string }>`
    SELECT count(*)::text AS rounds, sum(wager)::text AS wager, sum(payout)::text AS payout
      FROM bets WHERE game = 'dicing' AND coin = 'GC' AND status = 'settled'`.execute(one.infra.db);
  const row = rows[0] as { rounds: string; wager: string; payout: string };
  return { rounds: Number(row.rounds), wager: BigInt(row.wager), payout: BigInt(row.payout) };
}

const diceGameId = async () =>
  (
    await one.infra.db
      .selectFrom('games')
      .select('id')
      .where('identifier', '=', 'dice')
      .executeTakeFirstOrThrow()
  ).id;

const diceRtp = async (t: TestApp) =>
  (await t.app.inject({ url: `/api/rtp/${await diceGameId()}` })).json() as GameRtp;

/** Waits for the instances' flushes (every 2 s) to bring the page to what `bets` holds. */
async function pageMatchesBets() {
  const bets = await diceBets();
  await vi.waitFor(async () => expect((await diceRtp(one)).measured.GC.rounds).toBe(bets.rounds), {
    timeout: 15_000,
    interval: 250,
  });
  const { measured, theoretical } = await diceRtp(two);
  expect(measured.GC).toMatchObject({
    rounds: bets.rounds,
    freeRounds: 0,
    wagered: formatAmount(bets.wager),
    paidOut: formatAmount(bets.payout),
  });
  expect(measured.GC.rtp).toBeCloseTo(Number(bets.payout) / Number(bets.wager), 12);
  expect(measured.GC.interval?.low).toBeLessThanOrEqual(measured.GC.rtp ?? 0);
  expect(measured.GC.interval?.high).toBeGreaterThan(measured.GC.rtp ?? 0);
  expect(measured.SC).toMatchObject({ rounds: 0, rtp: null, interval: null });
  expect(theoretical).toMatchObject({ rtp: 0.9, source: 'house' });
}

describe('measured RTP', () => {
  it('follows the dice rounds both instances settle, each counted once, within a flush', async () => {
    await Promise.all([playDice(one, 24), playDice(two, 16)]);
    await pageMatchesBets();
  });

  it('lists games by rounds played, searchable by title', async () => {
    const top = (await one.app.inject({ url: '/api/rtp' })).json() as RtpList;
    expect(top.data[0]?.identifier).toBe('dice');
    expect(top).toMatchObject({ page: 1, pageSize: 50 });
    expect(top.total).toBeGreaterThan(1000);
    const found = (await one.app.inject({ url: '/api/rtp?search=silver%20reef' })).json() as RtpList;
    expect(found.data.map((g) => g.title)).toContain('Silver Reef');
    const reef = found.data.find((g) => g.title === 'Silver Reef');
    expect(reef?.theoretical).toMatchObject({ source: 'engine' });
    expect(reef?.measured.GC).toMatchObject({ rounds: 0, rtp: null });
    const all = await Promise.all(
      Array.from({ length: Math.ceil(top.total / top.pageSize) }, (_, i) => i + 1).map(
        async (page) => ((await one.app.inject({ url: `/api/rtp?page=${page}` })).json() as RtpList).data,
      ),
    );
    const games = all.flat();
    expect(games).toHaveLength(top.total);
    // Every house game the lobby lists publishes its edge's return; every provider title its engine's.
    for (const game of games)
      expect(game.theoretical.source).toBe(game.software === 'house' ? 'house' : 'engine');
    expect((await one.app.inject({ url: '/api/rtp/99999999' })).statusCode).toBe(404);
    expect((await one.app.inject({ url: '/api/rtp/dice' })).statusCode).toBe(422);
  });

  it('rebuilds from the bets what flushes lost (a crash), and reconciles without counting twice', async () => {
    await sql`DELETE FROM rtp_recent`.execute(one.infra.db);
    await sql`DELETE FROM rtp_totals`.execute(one.infra.db);
    expect((await diceRtp(one)).measured.GC.rounds).toBe(0);
    // No play is in flight, so the line may be drawn at the end of this minute: every bet is behind it.
    expect(await reconcile(one.infra.db, { lagMs: -60_000, rebuild: true, wait: true })).toBe(true);
    await pageMatchesBets();
    // The minutes are the reconciled totals' now: plays still in an instance's memory for them are dropped
    // at its flush, and new minutes go on in the recent buckets.
    const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM rtp_recent`.execute(
      one.infra.db,
    );
    expect(rows[0]?.n).toBe('0');
    expect(await reconcile(one.infra.db, { lagMs: -60_000 })).toBe(false);
    await pageMatchesBets();
  });

  it('counts each round once when two instances rebuild at the same moment (a rebuild holds the lock)', async () => {
    const everything = { lagMs: -60_000, rebuild: true, wait: true };
    await Promise.all([reconcile(one.infra.db, everything), reconcile(two.infra.db, everything)]);
    await pageMatchesBets();
  });
});
