import { randomUUID } from 'node:crypto';
import { type Coin, formatAmount, type PlayerStatistics } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { setGameMode } from '../../test/accounts';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { type Headers, keyedPost, seededPlayer } from '../../test/plays';
import { reconcile } from './counts-repository';

const t = testAppForSuite();

const stats = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

/** Rolls dice once per multiplier, for `wager`, in the player's current coin. */
async function roll(headers: Headers, wager: string, multipliers: number[]) {
  for (const multiplier of multipliers) {
    const played = await keyedPost(t.app, '/api/dicing', headers, randomUUID(), { wager, multiplier });
    expect(played.statusCode, played.body).toBe(200);
  }
}

/** What the player's settled bets of `coin` say, straight from `bets`: the figures statistics must show. */
async function fromBets(userId: bigint, coin: Coin) {
  const bets = await t.infra.db
    .selectFrom('bets')
    .select(['id', 'wager', 'payout', 'multiplier'])
    .where('user_id', '=', userId)
    .where('coin', '=', coin)
    .where('status', '=', 'settled')
    .execute();
  const wagered = bets.reduce((sum, b) => sum + b.wager, 0n);
  const paidOut = bets.reduce((sum, b) => sum + b.payout, 0n);
  const wins = bets
    .filter((b) => b.payout > b.wager)
    .sort((a, b) => Number(b.payout - b.wager - (a.payout - a.wager)));
  const multipliers = bets
    .filter((b) => b.payout > 0n)
    .sort((a, b) => Number(b.multiplier) - Number(a.multiplier));
  return {
    plays: bets.length,
    wagered: formatAmount(wagered),
    paidOut: formatAmount(paidOut),
    profit: formatAmount(paidOut - wagered),
    biggestWin: wins[0] && formatAmount(wins[0].payout - wins[0].wager),
    biggestMultiplier: multipliers[0]?.multiplier,
  };
}

type Shown = Extract<PlayerStatistics, { hidden: false }>;

/** The player's own statistics once they show `plays` plays of `coin` (the flush runs every 2 s). */
async function ownOnceFlushed(headers: Headers, coin: Coin, plays: number): Promise<Shown> {
  return vi.waitFor(
    async () => {
      const body = (await stats('/api/stats', headers)).json() as Shown;
      expect(body.coins[coin].plays).toBe(plays);
      return body;
    },
    { timeout: 15_000, interval: 250 },
  );
}

/** Checks one coin's statistics against its bets: sums, profit = paid out − wagered, the bests. */
async function expectMatchesBets(shown: Shown, userId: bigint, coin: Coin) {
  const bets = await fromBets(userId, coin);
  const mine = shown.coins[coin];
  expect(mine).toMatchObject({
    plays: bets.plays,
    wagered: bets.wagered,
    paidOut: bets.paidOut,
    profit: bets.profit,
  });
  expect(mine.games).toEqual([
    {
      game: 'dicing',
      name: 'Dice',
      plays: bets.plays,
      wagered: bets.wagered,
      paidOut: bets.paidOut,
      profit: bets.profit,
    },
  ]);
  expect(mine.biggestWins[0]?.profit).toBe(bets.biggestWin);
  if (bets.biggestMultiplier !== undefined)
    expect(Number(mine.biggestMultipliers[0]?.multiplier)).toBeCloseTo(Number(bets.biggestMultiplier), 2);
  const today = new Date().toISOString().slice(0, 10);
  expect(mine.days).toEqual([{ day: today, plays: bets.plays, wagered: bets.wagered, profit: bets.profit }]);
}

describe('player statistics', () => {
  it('counts a player’s plays per coin, never summed across coins', async () => {
    const player = await seededPlayer(t.app, 'stats', ['dicing'], 'SC');
    await roll(player.headers, '0.05', [1.1, 2, 1.5, 9.9]);
    expect((await setGameMode(t.app, player.headers, 'GC')).statusCode).toBe(200);
    await roll(player.headers, '10', [1.01, 1.01, 2, 5, 9.9, 1.5]);
    const shown = await ownOnceFlushed(player.headers, 'GC', 6);
    expect(shown).toMatchObject({ hidden: false, own: true, username: player.user.username });
    await expectMatchesBets(shown, player.userId, 'GC');
    await expectMatchesBets(await ownOnceFlushed(player.headers, 'SC', 4), player.userId, 'SC');
    const gc = await fromBets(player.userId, 'GC');
    expect(shown.coins.GC.wagered).toBe('60.00');
    expect(gc.biggestWin).toBeDefined();
  });

  it('shows another player’s public statistics, and only “hidden” while they play in private mode', async () => {
    const player = await seededPlayer(t.app, 'public', ['dicing']);
    await roll(player.headers, '5', [2, 3]);
    await ownOnceFlushed(player.headers, 'GC', 2);
    const name = player.user.username as string;
    const viewer = await registerPlayer(t.app);

    const asGuest = (await stats(`/api/stats?user=${name.toUpperCase()}`)).json() as Shown;
    expect(asGuest).toMatchObject({ hidden: false, own: false, username: name });
    expect(asGuest.coins.GC.plays).toBe(2);
    const asViewer = await stats(`/api/stats?user=${name}`, bearer(viewer.token));
    expect(asViewer.json()).toEqual(asGuest);

    const privately = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: player.headers,
      payload: { private_mode: true },
    });
    expect(privately.statusCode).toBe(200);
    expect((await stats(`/api/stats?user=${name}`)).json()).toEqual({ hidden: true, username: name });
    expect((await stats(`/api/stats?user=${name}`, bearer(viewer.token))).json()).toEqual({
      hidden: true,
      username: name,
    });
    // The player still sees their own, by name or without one.
    const own = (await stats(`/api/stats?user=${name}`, player.headers)).json() as Shown;
    expect(own).toMatchObject({ hidden: false, own: true });
    expect(own.coins.GC.plays).toBe(2);
  });

  it('counts a third-party provider’s rounds under the game’s catalog title', async () => {
    const player = await registerPlayer(t.app);
    const headers = bearer(player.token);
    const game = await t.infra.db
      .selectFrom('games')
      .select(['id', 'title', 'identifier'])
      .where('software', '=', 'relax')
      .where('kind', '=', 'slots')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const launched = await t.app.inject({
      method: 'POST',
      url: '/api/games/relax/session',
      headers,
      payload: { channel: 'web', gameId: game.id, gameMode: 'real', currencyType: 'GC' },
    });
    const sessionId = /\/provider-sandbox\/hub88\/([0-9a-f-]{36})$/.exec(launched.json().url)?.[1];
    const rounds = `/api/sandbox/provider/sessions/${sessionId}`;
    const stake = ((await t.app.inject({ url: rounds })).json() as { stakes: string[] }).stakes[0];
    for (let round = 0; round < 3; round++)
      expect(
        (await t.app.inject({ method: 'POST', url: `${rounds}/rounds`, payload: { stake } })).statusCode,
      ).toBe(200);
    const shown = await ownOnceFlushed(headers, 'GC', 3);
    expect(shown.coins.GC.games).toMatchObject([{ game: game.identifier, name: game.title, plays: 3 }]);
    const bets = await fromBets(player.userId, 'GC');
    expect(shown.coins.GC).toMatchObject({ plays: 3, wagered: bets.wagered, profit: bets.profit });
  });

  it('refuses a guest’s own statistics, an unknown player and a malformed name', async () => {
    expect((await stats('/api/stats')).statusCode).toBe(401);
    const unknown = await stats('/api/stats?user=nobody_here_at_all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    expect((await stats('/api/stats?user=a%20b')).statusCode).toBe(422);
  });

  it('answers empty figures for a player who has not played', async () => {
    const { token } = await registerPlayer(t.app);
    const body = (await stats('/api/stats', bearer(token))).json() as Shown;
    for (const coin of ['GC', 'SC'] as const)
      expect(body.coins[coin]).toEqual({
        plays: 0,
        wagered: '0.00',
        paidOut: '0.00',
        profit: '0.00',
        games: [],
        biggestWins: [],
        biggestMultipliers: [],
        days: [],
      });
  });

  // Last: a rebuild with its line at the end of this minute drops later flushes of this minute.
  it('gives the same figures, bests included, when recounted from the bets (what a lost flush waits for)', async () => {
    const player = await seededPlayer(t.app, 'recount', ['dicing']);
    await roll(player.headers, '2', [1.2, 2, 4, 1.5, 9.9]);
    const shown = await ownOnceFlushed(player.headers, 'GC', 5);
    await sql`DELETE FROM player_statistics_recent`.execute(t.infra.db);
    expect(await reconcile(t.infra.db, { lagMs: -60_000, rebuild: true, wait: true })).toBe(true);
    const recounted = (await stats('/api/stats', player.headers)).json() as Shown;
    await expectMatchesBets(recounted, player.userId, 'GC');
    expect(recounted.coins).toEqual(shown.coins);
  });
});
