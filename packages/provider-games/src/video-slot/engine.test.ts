import { describe, expect, it } from 'vitest';
import { toNumber } from '../fraction';
import type { RandomInt } from '../rng';
import { seededRandomInt } from '../rng';
import { simulate, videoSlotRound } from '../simulate';
import { evaluateLine, play, playFreeSpin, rtp } from './engine';
import { VIDEO_SLOT_STEADY, VIDEO_SLOT_TABLES, VIDEO_SLOT_VOLATILE } from './tables';

/** Answers the given stops in turn, so a test lays out the window it needs. */
const scripted = (stops: number[]): RandomInt => {
  let i = 0;
  return () => stops[i++ % stops.length] as number;
};

describe('video slot', () => {
  it('publishes exact returns near 96%', () => {
    expect(toNumber(rtp(VIDEO_SLOT_STEADY))).toBeCloseTo(0.9605969, 6);
    expect(toNumber(rtp(VIDEO_SLOT_VOLATILE))).toBeCloseTo(0.96200001, 6);
    for (const table of VIDEO_SLOT_TABLES) {
      const exact = toNumber(rtp(table));
      expect(exact).toBeGreaterThanOrEqual(0.955);
      expect(exact).toBeLessThanOrEqual(0.965);
    }
  });

  it('pays the wild for the symbol it completes, or on its own when that pays more', () => {
    const line = (symbols: string) => evaluateLine(VIDEO_SLOT_STEADY, symbols.split(' '));
    expect(line('W W H1 L2 L3')).toEqual({ symbol: 'H1', count: 3, credits: 25 });
    expect(line('L4 L4 W L4 L4')).toEqual({ symbol: 'L4', count: 5, credits: 50 });
    expect(line('W W W W L4')).toEqual({ symbol: 'W', count: 4, credits: 200 });
    expect(line('W S W W W')).toBeNull();
    expect(line('L1 L1 H2 L1 L1')).toBeNull();
  });

  it('awards free spins on three scatters, then plays them multiplied and counts them down', () => {
    const table = VIDEO_SLOT_STEADY;
    // Reels 1–3 stop on their scatter (top row); reels 4–5 stop three below theirs, out of the window.
    const stops = table.strips.map((strip, reel) => (strip.indexOf('S') + (reel < 3 ? 0 : 3)) % strip.length);
    const spin = play(table, scripted(stops), 20n);
    expect(spin.scatters).toBe(3);
    expect(spin.scatterCredits).toBe(2 * 20);
    expect(spin.freeSpinsAwarded).toBe(10);
    expect(spin.window.map((column) => column[0])).toEqual([
      'S',
      'S',
      'S',
      expect.any(String),
      expect.any(String),
    ]);
    expect(BigInt(spin.win)).toBe(BigInt(spin.credits));

    const free = playFreeSpin(table, scripted(stops), 20n, { remaining: 10 });
    expect(free.outcome.multiplier).toBe(2);
    expect(free.outcome.credits).toBe(2 * spin.credits);
    expect(free.state).toEqual({ remaining: 10 - 1 + 10 });
  });

  it('pays in minor units exactly and refuses a bet the lines do not divide', () => {
    const table = VIDEO_SLOT_STEADY;
    const stops = table.strips.map((strip, reel) => (strip.indexOf('S') + (reel < 3 ? 0 : 3)) % strip.length);
    const spin = play(table, scripted(stops), 200n);
    expect(BigInt(spin.win)).toBe(BigInt(spin.credits) * 10n);
    expect(() => play(table, seededRandomInt(1), 30n)).toThrow(RangeError);
    expect(() => playFreeSpin(table, seededRandomInt(1), 20n, { remaining: 0 })).toThrow(RangeError);
  });

  // 60k rounds a table keeps the file near 3 s; free spins make a round's return spread widely
  // (standard error about 0.01), so the check is four standard errors of this very run.
  it.each(VIDEO_SLOT_TABLES.map((table) => [table.variant, table] as const))(
    'simulated %s play lands near the exact return',
    (_, table) => {
      const { mean, standardError } = simulate(videoSlotRound(table), 60_000, seededRandomInt(7));
      expect(Math.abs(mean - toNumber(rtp(table)))).toBeLessThan(4 * standardError);
    },
  );
});
