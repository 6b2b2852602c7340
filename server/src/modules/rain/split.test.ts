import { describe, expect, it } from 'vitest';
import { splitPot } from './split';

describe('a rain pot split equally', () => {
  it('gives each the same whole minor units and leaves the remainder to the house', () => {
    expect(splitPot(1_000n, 3)).toEqual({ share: 333n, left: 1n });
    expect(splitPot(5_000_000n, 7)).toEqual({ share: 714_285n, left: 5n });
    for (const [pot, takers] of [
      [1n, 1],
      [99n, 100],
      [123_456_789n, 97],
    ] as const) {
      const { share, left } = splitPot(pot, takers);
      expect(share * BigInt(takers) + left).toBe(pot);
      expect(left < BigInt(takers)).toBe(true);
    }
  });

  it('pays nothing when there is no one, or less than a unit each', () => {
    expect(splitPot(500n, 0)).toEqual({ share: 0n, left: 500n });
    expect(splitPot(3n, 4)).toEqual({ share: 0n, left: 3n });
    expect(splitPot(0n, 4)).toEqual({ share: 0n, left: 0n });
  });
});
