import {
  blackjackCards,
  CLOVER_LANES,
  cloverLanes,
  floatStream,
  floats,
  minePositions,
  minesMultiplier,
  towerLevels,
} from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { setGameMode } from '../../../test/accounts';
import { createTestApp, testAppForSuite } from '../../../test/app';
import { passLocationCheck } from '../../../test/locations';
import { type Headers, seededPlayer } from '../../../test/plays';

const t = testAppForSuite();

const player = (game: string) => seededPlayer(t.app, `${game}-client`, [game]);

/** A POST to the game (or, with `suffix`, to one of its sub-resources such as `/seeds`). */
const post = (game: string, headers: Headers, payload: object, suffix = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${game}${suffix}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

/** The live server seed, read straight from the database: what the player cannot see until rotation. */
async function liveSeeds(userId: bigint, game: string, nonce = 1) {
  const pair = await t.infra.db
    .selectFrom('seed_pairs')
    .select(['server_seed', 'client_seed'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { serverSeed: pair.server_seed, clientSeed: pair.client_seed as string, nonce };
}

describe('mines', () => {
  it('reveals safe tiles, cashes out at the exact multiplier, and shows the mines at the end', async () => {
    const { headers, userId } = await player('mines');
    const started = await post('mines', headers, { action: 'start', wager: '100', mines: 3 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'active', wager: '100.00', balance: '9900.00', nonce: 1 });
    expect(started.json().state.mine_positions).toBeUndefined();

    const mines = minePositions(floats(await liveSeeds(userId, 'mines'), 3), 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    await post('mines', headers, { action: 'reveal', tile: safe[0] });
    const second = (await post('mines', headers, { action: 'reveal', tile: safe[1] })).json();
    expect(second.state.revealed).toEqual([safe[0], safe[1]]);
    expect((await post('mines', headers, { action: 'reveal', tile: safe[1] })).json().message).toBe(
      'That tile is already revealed.',
    );

    const cashed = (await post('mines', headers, { action: 'cashout' })).json();
    const multiplier = minesMultiplier(3, 2);
    expect(cashed.status).toBe('settled');
    expect(cashed.payout).toBe((100 * multiplier).toFixed(2));
    expect(cashed.state.mine_positions).toEqual(mines);
    expect(cashed.balance).toBe((9900 + 100 * multiplier).toFixed(2));
    expect((await t.app.inject({ url: '/api/mines', headers })).json().game).toBeNull();
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('plays in SC: the wager comes from unplayed coins, the win is paid redeemable', async () => {
    const { headers, userId, token } = await player('mines');
    await setGameMode(t.app, headers, 'SC');
    await passLocationCheck(t.app, token);
    const started = (await post('mines', headers, { action: 'start', wager: '0.50', mines: 1 })).json();
    expect(started).toMatchObject({ game_mode: 'SC', balance: '0.50' });
    const [mine] = minePositions(floats(await liveSeeds(userId, 'mines'), 1), 1);
    await post('mines', headers, { action: 'reveal', tile: mine === 0 ? 1 : 0 });
    const cashed = (await post('mines', headers, { action: 'cashout' })).json();
    const payout = cashed.payout as string;
    // 0.50 × the multiplier, rounded down to the cent as every payout is.
    expect(payout).toBe((Math.floor((50 * Math.round(minesMultiplier(1, 1) * 100)) / 100) / 100).toFixed(2));
    const sc = (await t.app.inject({ url: '/api/user/balance', headers })).json().sc;
    expect(sc).toMatchObject({ unplayed: '0.50', redeemable: payout });
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('a mine ends the game with nothing paid; one game at a time; seeds wait for the game', async () => {
    const { headers, userId } = await player('mines');
    await post('mines', headers, { action: 'start', wager: '10', mines: 24 });
    const again = await post('mines', headers, { action: 'start', wager: '10', mines: 24 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a game in progress. Finish it first.');
    const rotate = await post('mines', headers, { action: 'refresh' }, '/seeds');
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().message).toBe('Finish your game in progress before changing seeds.');

    const [mine] = minePositions(floats(await liveSeeds(userId, 'mines'), 24), 24);
    const lost = (await post('mines', headers, { action: 'reveal', tile: mine })).json();
    expect(lost).toMatchObject({ status: 'settled', payout: '0.00', balance: '9990.00' });
    expect(lost.state.hit).toBe(mine);
    expect((await post('mines', headers, { action: 'reveal', tile: 0 })).json().message).toBe(
      'You have no game in progress.',
    );
  });

  it('a game in progress survives a restart and is resumed where it stood', async () => {
    const { headers, userId } = await player('mines');
    await post('mines', headers, { action: 'start', wager: '5', mines: 1 });
    const [mine] = minePositions(floats(await liveSeeds(userId, 'mines'), 1), 1);
    const tile = mine === 0 ? 1 : 0;
    await post('mines', headers, { action: 'reveal', tile });

    const restarted = await createTestApp({}, t.database);
    try {
      const resumed = (await restarted.app.inject({ url: '/api/mines', headers })).json().game;
      expect(resumed).toMatchObject({
        status: 'active',
        wager: '5.00',
        state: { revealed: [tile], mines: 1 },
      });
      const cashed = await restarted.app.inject({
        method: 'POST',
        url: '/api/mines',
        headers,
        payload: { action: 'cashout' },
      });
      expect(cashed.json()).toMatchObject({
        status: 'settled',
        payout: (5 * minesMultiplier(1, 1)).toFixed(2),
      });
    } finally {
      await restarted.close();
    }
  });

  it('refuses bad starts and moves without moving coins', async () => {
    const { headers } = await player('mines');
    expect((await post('mines', headers, { action: 'start', wager: '10', mines: 25 })).json().message).toBe(
      'Choose 1 to 24 mines.',
    );
    expect((await post('mines', headers, { action: 'start', wager: '20000', mines: 3 })).json().message).toBe(
      'Insufficient balance.',
    );
    expect((await post('mines', headers, { action: 'cashout' })).statusCode).toBe(404);
    const balance = (await t.app.inject({ url: '/api/user/balance', headers })).json();
    expect(balance.gc).toBe('10000.00');
    expect((await t.app.inject({ url: '/api/mines/seeds', headers })).json().nonce).toBe(1);
  });
});

describe('tower and clover cross', () => {
  it('tower: climbs on safe tiles and pays on cash-out; a wrong tile loses', async () => {
    const { headers, userId } = await player('tower');
    await post('tower', headers, { action: 'start', wager: '10', difficulty: 'hard' });
    const levels = towerLevels(floatStream(await liveSeeds(userId, 'tower')), 'hard');
    await post('tower', headers, { action: 'step', tile: levels[0]?.[0] });
    const up = (await post('tower', headers, { action: 'step', tile: levels[1]?.[0] })).json();
    expect(up.state.picks).toHaveLength(2);
    const cashed = (await post('tower', headers, { action: 'cashout' })).json();
    expect(cashed.payout).toBe((10 * 3.96).toFixed(2));
    expect(cashed.state.levels).toEqual(levels);

    await post('tower', headers, { action: 'start', wager: '10', difficulty: 'hard' });
    const next = towerLevels(floatStream(await liveSeeds(userId, 'tower', 2)), 'hard');
    const wrong = next[0]?.[0] === 0 ? 1 : 0;
    expect((await post('tower', headers, { action: 'step', tile: wrong })).json()).toMatchObject({
      status: 'settled',
      payout: '0.00',
    });
  });

  it('clover cross: crosses lanes until a trap, or cashes out', async () => {
    const { headers, userId } = await player('clovercross');
    await post('clovercross', headers, { action: 'start', wager: '10', difficulty: 'daring' });
    const lanes = cloverLanes(floats(await liveSeeds(userId, 'clovercross'), CLOVER_LANES), 'daring');
    let last: Record<string, unknown> = {};
    for (const lane of lanes) {
      last = (await post('clovercross', headers, { action: 'step' })).json();
      if (lane === 'trap') break;
    }
    if (lanes[0] === 'trap') expect(last).toMatchObject({ status: 'settled', payout: '0.00' });
    expect((last.state as { lanes: string[] }).lanes ?? lanes).toEqual(lanes);
  });
});

describe('blackjack', () => {
  it('deals from the published deck order and settles every hand through the ledger', async () => {
    const { headers, userId } = await player('blackjack');
    const dealt = (await post('blackjack', headers, { action: 'BET', wager: '10' })).json();
    const deck = blackjackCards(floats(await liveSeeds(userId, 'blackjack'), 52));
    expect(dealt.state.hands[0].cards).toEqual(deck.slice(0, 2));
    expect(dealt.state.dealer[0]).toBe(deck[2]);
    let game = dealt;
    while (game.status === 'active') {
      const action = game.state.actions.includes('no_insurance') ? 'no_insurance' : 'stand';
      game = (await post('blackjack', headers, { action })).json();
    }
    expect(game.state.dealer.slice(0, 2)).toEqual(deck.slice(2, 4));
    const balance = (await t.app.inject({ url: '/api/user/balance', headers })).json();
    expect(balance.gc).toBe((10_000 - 10 + Number(game.payout)).toFixed(2));
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('a double takes a second play', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { headers } = await player('blackjack');
      const dealt = (await post('blackjack', headers, { action: 'BET', wager: '10' })).json();
      if (!dealt.state.actions?.includes('double')) continue;
      const doubled = (await post('blackjack', headers, { action: 'double' })).json();
      expect(doubled.wager).toBe('20.00');
      expect(doubled.status).toBe('settled');
      expect(doubled.balance).toBe((10_000 - 20 + Number(doubled.payout)).toFixed(2));
      return;
    }
    throw new Error('no hand offered a double in 20 deals');
  });
});
