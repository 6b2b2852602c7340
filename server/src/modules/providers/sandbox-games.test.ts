import { NO_SANDBOX_FAULTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { seededPlayer } from '../../test/plays';

/**
 * The whole app with the sandboxes: a player launches a catalog game through the API, and the sandbox
 * provider's game (its own routes, its own keys) plays rounds that bet and pay through the casino's signed
 * wallet routes: the balance moves, each round is one settled play in the player's history.
 */
const t = testAppForSuite();

async function gameOf(software: string) {
  return t.infra.db
    .selectFrom('games')
    .innerJoin('providers', 'providers.id', 'games.provider_id')
    .select(['games.id', 'games.title'])
    .where('games.software', '=', software)
    .where('games.kind', '=', 'slots')
    .orderBy('games.id')
    .executeTakeFirstOrThrow();
}

async function launch(headers: Record<string, string>, software: string, gameId: number, coin: 'GC' | 'SC') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/games/${software}/session`,
    headers,
    payload: { channel: 'web', gameId, gameMode: 'real', currencyType: coin },
  });
  expect(response.statusCode).toBe(200);
  const { url } = response.json() as { url: string };
  return /\/provider-sandbox\/(hub88|pragmatic)\/([0-9a-f-]{36})$/.exec(url)?.[2] as string;
}

async function spin(sessionId: string, stake: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/provider/sessions/${sessionId}/rounds`,
    payload: { stake },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { status: string; win: string; balance: string | null };
}

const gc = async (userId: bigint) => (await t.infra.ledger.playerAccounts(t.infra.db, userId)).gc.balance;

describe.each(['hub88', 'pragmatic'])('a %s game of the sandbox provider', (software) => {
  it('plays rounds in GC through the signed wallet: the balance moves and each round is a settled play', async () => {
    const player = await registerPlayer(t.app);
    const headers = bearer(player.token);
    const game = await gameOf(software === 'hub88' ? 'relax' : 'pragmatic');
    const sessionId = await launch(headers, software === 'hub88' ? 'relax' : 'pragmatic', game.id, 'GC');
    const page = await t.app.inject({ url: `/api/sandbox/provider/sessions/${sessionId}` });
    expect(page.json()).toMatchObject({ coin: 'GC', protocol: software });
    const stake = (page.json() as { stakes: string[] }).stakes[0] as string;
    const before = await gc(player.userId);
    let expected = before;
    for (let round = 0; round < 5; round += 1) {
      const played = await spin(sessionId, stake);
      expect(played.status).toBe('settled');
      expected += BigInt(Math.round(Number(played.win) * 100)) - BigInt(Math.round(Number(stake) * 100));
      expect(await gc(player.userId)).toBe(expected);
    }
    const plays = await t.infra.db
      .selectFrom('bets')
      .select(['status', 'provider_round'])
      .where('user_id', '=', player.userId)
      .execute();
    expect(plays).toHaveLength(5);
    expect(plays.every((play) => play.status === 'settled' && play.provider_round)).toBe(true);
    // My Games names the round by the game's title, as the lobby does.
    const mine = await t.app.inject({ url: '/api/history/mine', headers });
    const rows = (mine.json() as { data: { game_name: string }[] }).data;
    expect(rows.map((row) => row.game_name)).toEqual(Array(5).fill(game.title));
  });
});

describe("a live dealer's correction on a Pragmatic game", () => {
  it('takes a win back or pays a loss its stake after the round, once, through the signed wallet', async () => {
    const player = await registerPlayer(t.app);
    const game = await gameOf('pragmatic');
    const sessionId = await launch(bearer(player.token), 'pragmatic', game.id, 'GC');
    const faults = await t.app.inject({
      method: 'PUT',
      url: `/api/sandbox/provider/sessions/${sessionId}/faults`,
      payload: { ...NO_SANDBOX_FAULTS, correction: true },
    });
    expect(faults.statusCode).toBe(200);
    const page = await t.app.inject({ url: `/api/sandbox/provider/sessions/${sessionId}` });
    const stake = (page.json() as { stakes: string[] }).stakes[0] as string;
    const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));
    let expected = await gc(player.userId);
    for (let round = 0; round < 4; round += 1) {
      const played = await spin(sessionId, stake);
      expect(played.status).toBe('settled');
      // A win is taken back (the round cost its stake); a loss is paid its stake (the round cost nothing).
      if (cents(played.win) === 0n) expect(await gc(player.userId)).toBe(expected);
      else expect(await gc(player.userId)).toBe(expected - cents(stake));
      expected = await gc(player.userId);
    }
    // Every coin the corrections moved is the house's or the player's: none made, none lost.
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });
});

describe('an SC launch', () => {
  it('plays SC after a location check, and is refused without one', async () => {
    const fresh = await registerPlayer(t.app);
    const game = await gameOf('relax');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/games/relax/session',
      headers: bearer(fresh.token),
      payload: { channel: 'mobile', gameId: game.id, gameMode: 'real', currencyType: 'SC' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'LOCATION_REQUIRED' });

    const player = await seededPlayer(t.app, 'seed', [], 'SC');
    const sessionId = await launch(player.headers, 'relax', game.id, 'SC');
    const page = (await t.app.inject({ url: `/api/sandbox/provider/sessions/${sessionId}` })).json() as {
      stakes: string[];
      coin: string;
    };
    expect(page.coin).toBe('SC');
    expect((await spin(sessionId, page.stakes[0] as string)).status).toMatch(/settled|not_enough_money/);
  });
});
