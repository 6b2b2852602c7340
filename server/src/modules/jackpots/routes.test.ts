import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';

// The whole app: its start funds each pool's first seed, and the reads answer the ledger's pools.
const t = testAppForSuite();

describe('the jackpot reads', () => {
  it('GET /api/jackpots answers the real pools, Minor to Grand, GC unless asked', async () => {
    const gc = (await t.app.inject({ url: '/api/jackpots' })).json();
    expect(gc).toEqual({
      alltiers: [
        { label: 'Minor', amount: '5.00' },
        { label: 'Major', amount: '50.00' },
        { label: 'Mega', amount: '500.00' },
        { label: 'Grand', amount: '5000.00' },
      ],
      currency: 'GC',
    });
    const sc = (await t.app.inject({ url: '/api/jackpots?coin=SC' })).json();
    expect(sc.currency).toBe('SC');
    expect((await t.app.inject({ url: '/api/jackpots?coin=XX' })).statusCode).toBe(422);
  });

  it('me.jackpot_amount shows the pools in the player’s game-mode coin', async () => {
    const { token } = await registerPlayer(t.app);
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();
    expect(me.jackpot_amount.currency).toBe(me.game_mode);
    expect(me.jackpot_amount.alltiers.map((tier: { label: string }) => tier.label)).toEqual([
      'Minor',
      'Major',
      'Mega',
      'Grand',
    ]);
  });

  it('GET /api/freebies/jackpotcontributors lists the has_jackpot games with the published rules', async () => {
    const answer = (await t.app.inject({ url: '/api/freebies/jackpotcontributors' })).json();
    expect(answer).toMatchObject({ share_percent: '1.00', min_wager: '1.00' });
    expect(answer.tiers).toEqual([
      { label: 'Minor', split_percent: 40, odds_per_coin: 5_000, seed: '5.00' },
      { label: 'Major', split_percent: 30, odds_per_coin: 50_000, seed: '50.00' },
      { label: 'Mega', split_percent: 20, odds_per_coin: 500_000, seed: '500.00' },
      { label: 'Grand', split_percent: 10, odds_per_coin: 5_000_000, seed: '5000.00' },
    ]);
    const ids = answer.games.map((g: { id: number }) => g.id);
    const jackpotGames = await t.infra.db
      .selectFrom('games')
      .select('id')
      .where('has_jackpot', '=', true)
      .execute();
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(jackpotGames.map((g) => g.id)));
  });
});
