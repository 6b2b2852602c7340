import {
  baccarat,
  diceRoll,
  floats,
  hashServerSeed,
  kenoPlay,
  limboMultiplier,
  plinko,
  roulettePocket,
  slots,
} from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { bearer, registerPlayer, testAppForSuite } from '../../../test/app';
import { countBets, playerBets, seededPlayer } from '../../../test/plays';

const t = testAppForSuite();

const newPlayer = (coin: 'GC' | 'SC' = 'GC') => seededPlayer(t.app, 'my-lucky-seed', ['dicing'], coin);

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

async function balance(headers: Record<string, string>) {
  return (await t.app.inject({ url: '/api/user/balance', headers })).json();
}

const betCount = (userId: bigint) => countBets(t.infra.db, userId);

describe('seed pairs', () => {
  it('commit to a hash, ask for a client seed, and reveal the server seed on rotation', async () => {
    const { headers } = await registerPlayer(t.app).then((p) => ({ headers: bearer(p.token) }));
    const first = (await t.app.inject({ url: '/api/limbo/seeds', headers })).json();
    expect(first).toEqual({
      nonce: 1,
      server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_seed: null,
    });

    const refused = await post('/api/limbo', headers, { wager: '1', target: 2 });
    expect(refused.statusCode).toBe(412);
    expect(refused.json().message).toBe('Client seed must be set!');

    const empty = await post('/api/limbo/seeds', headers, { action: 'update_client', client_seed: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('You need to write something!');

    const updated = (
      await post('/api/limbo/seeds', headers, { action: 'update_client', client_seed: 'abc' })
    ).json();
    expect(hashServerSeed(updated.previous.server_seed)).toBe(first.server_seed_hash);
    expect(updated.current).toMatchObject({ nonce: 1, client_seed: 'abc' });
    expect(updated.current.server_seed_hash).not.toBe(first.server_seed_hash);

    await post('/api/limbo', headers, { wager: '1', target: 2 });
    await post('/api/limbo', headers, { wager: '1', target: 2 });
    const after = (await t.app.inject({ url: '/api/limbo/seeds', headers })).json();
    expect(after.nonce).toBe(3);

    const refreshed = (await post('/api/limbo/seeds', headers, { action: 'refresh' })).json();
    expect(refreshed.previous).toMatchObject({ client_seed: 'abc', nonce: 3 });
    expect(refreshed.current).toMatchObject({ nonce: 1, client_seed: 'abc' });

    const all = (await t.app.inject({ url: '/api/server_seeds', headers })).json().data;
    expect(all.filter((p: { game: string }) => p.game === 'limbo')).toHaveLength(3);
    expect(
      all.find((p: { active: boolean; game: string }) => p.active && p.game === 'limbo').server_seed,
    ).toBeNull();
  });

  it('refuses an unknown game', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await t.app.inject({ url: '/api/poker/seeds', headers: bearer(token) })).statusCode).toBe(404);
  });
});

describe('instant plays settle through the ledger, verifiably', () => {
  it('dice: the roll is the published one for the seeds, and the coins move exactly', async () => {
    const { headers } = await newPlayer();
    const res = await post('/api/dicing', headers, { wager: '10.00', over: true, multiplier: 2, target: 50 });
    expect(res.statusCode).toBe(200);
    const play = res.json();
    const rotated = (await post('/api/dicing/seeds', headers, { action: 'refresh' })).json();
    const roll = diceRoll(
      floats(
        { serverSeed: rotated.previous.server_seed, clientSeed: 'my-lucky-seed', nonce: 1 },
        1,
      )[0] as number,
    );
    expect(play.outcome.roll).toBe(roll);
    const won = roll > 55;
    expect(play.outcome.win).toBe(won);
    expect(play.bet).toMatchObject({
      wager: '10.00',
      game_mode: 'GC',
      payout: won ? '20.00' : '0.00',
      game_name: 'Dice',
    });
    expect(play.balance).toBe(won ? '10010.00' : '9990.00');
    expect((await balance(headers)).gc).toBe(play.balance);

    const detail = (await t.app.inject({ url: `/api/bets/${play.bet.id}`, headers })).json();
    expect(detail).toMatchObject({
      nonce: 1,
      client_seed: 'my-lucky-seed',
      server_seed: rotated.previous.server_seed,
    });
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('every instant game plays in both coins and reproduces from its seeds', async () => {
    for (const coin of ['GC', 'SC'] as const) {
      const { headers, userId } = await newPlayer(coin);
      const plays: [string, unknown, (f: (n: number) => number[]) => unknown][] = [
        ['limbo', { wager: '0.10', target: 1.5 }, (f) => ({ result: limboMultiplier(f(1)[0] as number) })],
        [
          'plinko',
          { wager: '0.10', rows: 12, risk: 'high' },
          (f) => ({ bucket: plinko(f(12), 12, 'high').bucket }),
        ],
        [
          'keno',
          { wager: '0.10', squares: [1, 2, 3, 4, 5], risk: 'low' },
          (f) => ({ drawn: kenoPlay(f(10), [1, 2, 3, 4, 5], 'low').drawn }),
        ],
        [
          'roulette',
          { bets: { bet_17: 1, bet_47: 2 }, bpc: '0.01' },
          (f) => ({ pocket: roulettePocket(f(1)[0] as number) }),
        ],
        ['baccarat', { banker: '0.05', tie: '0.05' }, (f) => ({ winner: baccarat(f(6)).winner })],
        ['war', { wager: '0.10' }, () => ({})],
        ['slots', { wager: '0.10' }, (f) => ({ stops: slots(f(3)).stops })],
      ];
      for (const [game, payload, expected] of plays) {
        await post(`/api/${game}/seeds`, headers, { action: 'update_client', client_seed: `${game}-seed` });
        const res = await post(`/api/${game}`, headers, payload);
        expect(res.statusCode, `${game} ${coin}: ${res.body}`).toBe(200);
        const play = res.json();
        expect(play.game_mode).toBe(coin);
        expect(play.bet.wager).toBe(game === 'roulette' ? '0.03' : '0.10');
        const { previous } = (await post(`/api/${game}/seeds`, headers, { action: 'refresh' })).json();
        const f = (n: number) =>
          floats({ serverSeed: previous.server_seed, clientSeed: `${game}-seed`, nonce: 1 }, n);
        expect(play.outcome).toMatchObject(expected(f) as object);
      }
      expect(await betCount(userId)).toBe(plays.length);
    }
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('SC is played from unplayed coins first and wins are paid redeemable', async () => {
    const { headers } = await newPlayer('SC');
    const play = (await post('/api/dicing', headers, { wager: '0.50', over: true, multiplier: 1.01 })).json();
    const after = await balance(headers);
    expect(after.sc.unplayed).toBe('0.50');
    expect(after.sc.redeemable).toBe(play.bet.payout);
  });
});

describe('refused plays change nothing', () => {
  it('bad wagers, limits and short balances answer in words and move no coin', async () => {
    const { headers, userId } = await newPlayer('SC');
    const cases: [unknown, number, string][] = [
      [{ wager: '-1', multiplier: 2 }, 422, 'Total Play cannot be less than zero'],
      [{ wager: '0', multiplier: 2 }, 422, 'Your play must be more than zero.'],
      [{ wager: '0.001', multiplier: 2 }, 422, 'A play can have at most 2 decimals.'],
      [{ wager: 'lots', multiplier: 2 }, 422, 'Enter a valid play amount.'],
      [{ wager: '1', multiplier: 0.5 }, 422, 'The multiplier must be at least 1.01.'],
      [{ wager: '1', multiplier: 2.0001 }, 422, 'The multiplier can have at most 3 decimals.'],
      [{ wager: '5', multiplier: 2 }, 422, 'Insufficient balance.'],
      [{ wager: '10001', multiplier: 2 }, 422, 'The maximum play is 10,000.00 SC.'],
      [
        { wager: '100', multiplier: 5000 },
        422,
        'This play could pay more than the maximum payout of 100,000.00 SC. Lower your play.',
      ],
      [
        { wager: '0.50', multiplier: 2, seeds: { client: 'not-mine' } },
        409,
        'Your client seed has changed. Check it and play again.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/dicing', headers, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await balance(headers)).sc).toEqual({ total: '1.00', unplayed: '1.00', redeemable: '0.00' });
    expect((await t.app.inject({ url: '/api/dicing/seeds', headers })).json().nonce).toBe(1);
    expect(await betCount(userId)).toBe(0);
  });

  it('a signed-out or banned player cannot play', async () => {
    const { headers, token } = await newPlayer();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    const res = await post('/api/dicing', bearer(token), { wager: '1', multiplier: 2 });
    expect(res.statusCode).toBe(401);
    expect((await post('/api/dicing', {}, { wager: '1', multiplier: 2 })).statusCode).toBe(401);
  });

  it('a pair rotated behind the cache (another instance) is reloaded, not played twice', async () => {
    const { headers, userId } = await newPlayer();
    await post('/api/dicing', headers, { wager: '1', multiplier: 2 });
    await t.infra.db
      .updateTable('seed_pairs')
      .set({ nonce: 7 })
      .where('user_id', '=', userId)
      .where('game', '=', 'dicing')
      .execute();
    const res = await post('/api/dicing', headers, { wager: '1', multiplier: 2 });
    expect(res.statusCode).toBe(200);
    const bets = await playerBets(t.infra.db, userId);
    expect(bets.map((b) => b.nonce)).toEqual([1, 7]);
  });
});

describe('history', () => {
  it('lists my plays, everyone’s and high rollers, hiding private players from others', async () => {
    const shy = await newPlayer();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: shy.headers,
      payload: { private_mode: true },
    });
    const whale = await newPlayer();
    await inTransaction(t.infra.db, (trx) =>
      t.infra.ledger.grantBonus(trx, {
        key: `whale:${whale.userId}`,
        kind: 'test_bonus',
        userId: whale.userId,
        coin: 'GC',
        amount: 100_000_000n,
      }),
    );
    const big = (await post('/api/dicing', whale.headers, { wager: '600000', multiplier: 1.01 })).json();
    const quiet = (await post('/api/dicing', shy.headers, { wager: '1', multiplier: 2 })).json();

    const mine = (await t.app.inject({ url: '/api/history/mine', headers: shy.headers })).json().data;
    expect(mine[0]).toMatchObject({ id: quiet.bet.id, user: { username: shy.form.username } });

    const all = (await t.app.inject({ url: '/api/history/all?rows=50' })).json().data;
    expect(all.find((r: { id: string }) => r.id === quiet.bet.id)).toMatchObject({
      user: null,
      user_id: null,
    });
    const bigRows = (await t.app.inject({ url: '/api/history/big' })).json().data;
    expect(bigRows.map((r: { id: string }) => r.id)).toContain(big.bet.id);
    expect(bigRows.map((r: { id: string }) => r.id)).not.toContain(quiet.bet.id);
    expect((await t.app.inject({ url: '/api/history/race' })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/history/mine' })).statusCode).toBe(401);
  });
});
