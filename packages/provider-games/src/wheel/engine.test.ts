import { describe, expect, it } from 'vitest';
import { fraction, toNumber } from '../fraction';
import { seededRandomInt } from '../rng';
import { bookRound, simulate } from '../simulate';
import { play, rtp, wheelBook } from './engine';
import { WHEEL_STEADY, WHEEL_TABLES } from './tables';

describe('money wheel', () => {
  it('returns exactly 96% on every segment of every wheel, and takes no bet on the bust', () => {
    for (const table of WHEEL_TABLES) {
      const returns = rtp(table);
      expect(Object.keys(returns)).not.toContain('bust');
      for (const exact of Object.values(returns)) expect(exact).toEqual(fraction(24, 25));
    }
  });

  it('pays a bet its multiplier where the wheel stops and nothing elsewhere', () => {
    const bets = [
      { on: 'x2', stake: 5n },
      { on: 'x64', stake: 1n },
    ];
    expect(play(WHEEL_STEADY, () => 0, bets)).toMatchObject({ name: 'x2', win: '10' });
    expect(play(WHEEL_STEADY, () => 96 + 48 + 24 + 12 + 6, bets)).toMatchObject({ name: 'x64', win: '64' });
    expect(play(WHEEL_STEADY, () => 199, bets)).toMatchObject({ name: 'bust', win: '0' });
    expect(() => play(WHEEL_STEADY, () => 0, [{ on: 'bust', stake: 1n }])).toThrow(RangeError);
  });

  // The x500 segment stands 24 in 12,500, so its bets need the widest tolerance: four standard
  // errors of each run (about 0.05 for x500 over 200k spins, under 0.01 for the small multipliers).
  it.each(
    WHEEL_TABLES.flatMap((table) => wheelBook(table).bets.map((bet) => [table.variant, bet, table] as const)),
  )('simulated %s %s bets land near 96%%', (_, bet, table) => {
    const { mean, standardError } = simulate(bookRound(wheelBook(table), bet), 200_000, seededRandomInt(9));
    expect(Math.abs(mean - toNumber(fraction(24, 25)))).toBeLessThan(4 * standardError);
  });
});
