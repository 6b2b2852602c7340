import { describe, expect, it } from 'vitest';
import { toNumber } from '../fraction';
import { seededRandomInt } from '../rng';
import { simulate, waysSlotRound } from '../simulate';
import { evaluateWays, play, rtp } from './engine';
import { WAYS_SLOT_STEADY, WAYS_SLOT_TABLES, WAYS_SLOT_VOLATILE } from './tables';

const window = (columns: string) => columns.split(' | ').map((column) => column.split(' '));

describe('ways slot', () => {
  it('publishes exact returns near 96%', () => {
    expect(toNumber(rtp(WAYS_SLOT_STEADY))).toBeCloseTo(0.9605562, 6);
    expect(toNumber(rtp(WAYS_SLOT_VOLATILE))).toBeCloseTo(0.9618961, 6);
    for (const table of WAYS_SLOT_TABLES) {
      const exact = toNumber(rtp(table));
      expect(exact).toBeGreaterThanOrEqual(0.955);
      expect(exact).toBeLessThanOrEqual(0.965);
    }
  });

  it('multiplies the ways across consecutive reels, the wild counting for every symbol', () => {
    const wins = evaluateWays(
      WAYS_SLOT_STEADY,
      window('H1 L1 L2 | H1 W L3 | H1 H1 L4 | L1 L2 L3 | H2 H3 L2'),
    );
    // H1: 1 × 2 × 2 = 4 ways on three reels at 30; L1 stops at reel 3.
    expect(wins).toEqual([{ symbol: 'H1', reels: 3, ways: 4, credits: 120 }]);
    const five = evaluateWays(
      WAYS_SLOT_STEADY,
      window('L4 L1 L2 | L4 H3 L3 | W H1 H2 | L4 L4 L3 | H2 H3 L4'),
    );
    expect(five).toEqual([{ symbol: 'L4', reels: 5, ways: 2, credits: 90 }]);
  });

  it('pays in minor units exactly and refuses a bet the bet credits do not divide', () => {
    const spin = play(WAYS_SLOT_STEADY, seededRandomInt(3), 100n);
    expect(BigInt(spin.win)).toBe(BigInt(spin.credits) * 2n);
    expect(() => play(WAYS_SLOT_STEADY, seededRandomInt(3), 75n)).toThrow(RangeError);
  });

  // 100k spins a table (about 1 s each); a 750-credit top keeps the standard error near 0.005,
  // so the check is four standard errors of this very run.
  it.each(WAYS_SLOT_TABLES.map((table) => [table.variant, table] as const))(
    'simulated %s play lands near the exact return',
    (_, table) => {
      const { mean, standardError } = simulate(waysSlotRound(table), 100_000, seededRandomInt(11));
      expect(Math.abs(mean - toNumber(rtp(table)))).toBeLessThan(4 * standardError);
    },
  );
});
