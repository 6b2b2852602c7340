import { describe, expect, it } from 'vitest';
import { contributionShares, type JackpotDraw, tiersWon } from './rules';

/** A draw that answers `value(range)` for each tier's range (in minor units). */
const drawing = (value: (range: number) => number): JackpotDraw => ({ below: value });
const MINOR_RANGE = 500_000;

describe('the jackpot share of a bet', () => {
  it('is 1% of the wager split 40/30/20/10', () => {
    expect(contributionShares(100_000n)).toEqual({ Minor: 400n, Major: 300n, Mega: 200n, Grand: 100n });
  });

  it('rounds each share down in minor units and gives the remainder to Minor', () => {
    // 12.34 → 1% is 12 units (0.12); 40/30/20/10 of 12 → 4, 3, 2, 1 rounded down; 2 left go to Minor.
    expect(contributionShares(1_234n)).toEqual({ Minor: 6n, Major: 3n, Mega: 2n, Grand: 1n });
    for (const wager of [100n, 199n, 999n, 1_001n, 987_654_321n]) {
      const shares = contributionShares(wager);
      expect(shares.Minor + shares.Major + shares.Mega + shares.Grand).toBe((wager * 100n) / 10_000n);
    }
  });

  it('is nothing below 1.00, whose 1% would be under one minor unit', () => {
    expect(contributionShares(99n)).toEqual({ Minor: 0n, Major: 0n, Mega: 0n, Grand: 0n });
    expect(contributionShares(100n)).toEqual({ Minor: 1n, Major: 0n, Mega: 0n, Grand: 0n });
  });
});

describe('the jackpot draw', () => {
  it('wins a tier when the draw falls under the wager: chance = wager / range', () => {
    const onlyMinor = drawing((range) => (range === MINOR_RANGE ? 99 : range - 1));
    expect(tiersWon(onlyMinor, 100n)).toEqual(['Minor']);
    expect(tiersWon(onlyMinor, 99n)).toEqual([]);
    const justMissed = drawing((range) => (range === MINOR_RANGE ? 100 : range - 1));
    expect(tiersWon(justMissed, 100n)).toEqual([]);
  });

  it('answers the tiers won highest first, and never draws for a bet under 1.00', () => {
    const everything = drawing(() => 0);
    expect(tiersWon(everything, 100n)).toEqual(['Grand', 'Mega', 'Major', 'Minor']);
    expect(tiersWon(everything, 50n)).toEqual([]);
  });

  it('draws each tier over its published range', () => {
    const ranges: number[] = [];
    tiersWon(
      drawing((range) => {
        ranges.push(range);
        return range - 1;
      }),
      100n,
    );
    expect(ranges).toEqual([500_000_000, 50_000_000, 5_000_000, 500_000]);
  });
});
