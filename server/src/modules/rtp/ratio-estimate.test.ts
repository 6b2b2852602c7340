import { describe, expect, it } from 'vitest';
import { type RoundSums, ratioEstimate } from './ratio-estimate';

/** The sums of rounds given as [wager, payout] pairs. */
function sumsOf(rounds: readonly (readonly [number, number])[]): RoundSums {
  const sums = { rounds: 0n, wager: 0n, payout: 0n, wagerSquared: 0n, payoutSquared: 0n, wagerPayout: 0n };
  for (const [w, p] of rounds.map(([w, p]) => [BigInt(w), BigInt(p)] as const)) {
    sums.rounds += 1n;
    sums.wager += w;
    sums.payout += p;
    sums.wagerSquared += w * w;
    sums.payoutSquared += p * p;
    sums.wagerPayout += w * p;
  }
  return sums;
}

/** The delta-method standard error computed the plain way, in floating point, from the rounds. */
function plainStandardError(rounds: readonly (readonly [number, number])[]): number {
  const n = rounds.length;
  const w = rounds.reduce((s, [x]) => s + x, 0);
  const r = rounds.reduce((s, [, y]) => s + y, 0) / w;
  const residuals = rounds.reduce((s, [x, y]) => s + (y - r * x) ** 2, 0);
  return Math.sqrt((n / (n - 1)) * residuals) / w;
}

describe('ratioEstimate', () => {
  it('has no return before a wager and no interval from one round', () => {
    expect(ratioEstimate(sumsOf([]))).toEqual({ rtp: null, interval: null });
    expect(ratioEstimate(sumsOf([[100, 250]]))).toEqual({ rtp: 2.5, interval: null });
  });

  it('is payout over wager, with the delta-method interval of the ratio', () => {
    const rounds = [
      [100, 0],
      [100, 198],
      [500, 0],
      [200, 396],
      [100, 0],
      [300, 594],
    ] as const;
    const { rtp, interval } = ratioEstimate(sumsOf(rounds));
    expect(rtp).toBeCloseTo(1188 / 1300, 12);
    const margin = 1.959964 * plainStandardError(rounds);
    expect(interval?.low).toBeCloseTo(Math.max(0, (rtp ?? 0) - margin), 10);
    expect(interval?.high).toBeCloseTo((rtp ?? 0) + margin, 10);
  });

  it('is exact where floating point would cancel: identical rounds have no spread at all', () => {
    const big = 10n ** 13n;
    const n = 1_000_000n;
    const sums = {
      rounds: n,
      wager: n * big,
      payout: n * 3n * big,
      wagerSquared: n * big * big,
      payoutSquared: n * 9n * big * big,
      wagerPayout: n * 3n * big * big,
    };
    expect(ratioEstimate(sums)).toEqual({ rtp: 3, interval: { low: 3, high: 3 } });
  });

  it('narrows as rounds grow, like 1 / √n, and holds the true return about 95 times in 100', () => {
    // Even-money play on a 49.5% chance: the true return is 0.99.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let inside = 0;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      const rounds = Array.from({ length: 400 }, () => [100, random() < 0.495 ? 200 : 0] as const);
      const { interval } = ratioEstimate(sumsOf(rounds));
      if (interval && interval.low <= 0.99 && 0.99 <= interval.high) inside++;
    }
    expect(inside / trials).toBeGreaterThan(0.9);
    expect(inside / trials).toBeLessThan(0.99);
    const few = ratioEstimate(sumsOf(Array.from({ length: 100 }, (_, i) => [100, i % 2 ? 200 : 0] as const)));
    const many = ratioEstimate(
      sumsOf(Array.from({ length: 10_000 }, (_, i) => [100, i % 2 ? 200 : 0] as const)),
    );
    const width = (e: typeof few) => (e.interval?.high ?? 0) - (e.interval?.low ?? 0);
    expect(width(few) / width(many)).toBeCloseTo(10, 0);
  });
});
