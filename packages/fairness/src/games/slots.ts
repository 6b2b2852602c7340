/**
 * Lucky Lagoon slots, our own game: three reels of 32 symbols, one payline through the middle row.
 * Each reel stops at `floor(f * 32)` of one float, reels 1, 2, 3 in float order. The window shows the
 * symbol above, at and below each stop (wrapping around the strip). The return is exact over all
 * 32³ stops: 98.09% (see `slotsReturn`).
 */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'clover'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const C = 'cherry';
const L = 'lemon';
const O = 'orange';
const P = 'plum';
const B = 'bell';
const R = 'bar';
const S = 'seven';
const K = 'clover';

/** Each strip holds 7 cherries, 6 lemons, 5 oranges, 5 plums, 4 bells, 3 bars, 1 seven and 1 clover. */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  [C, L, O, P, C, B, L, R, C, O, P, L, S, C, B, O, P, C, L, R, B, C, O, P, L, K, C, B, P, O, L, R],
  [L, C, P, O, B, C, L, R, P, C, O, B, L, C, K, P, O, L, C, R, B, P, C, O, L, S, C, B, P, O, L, R],
  [O, P, C, L, B, R, C, O, L, P, C, B, S, O, L, C, P, R, B, C, L, O, P, K, C, B, L, O, P, C, L, R],
];

/** Three of a kind on the payline. */
export const SLOT_THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  clover: 1500,
  seven: 250,
  bar: 100,
  bell: 50,
  plum: 25,
  orange: 20,
  lemon: 12,
  cherry: 10,
};
/** Cherries counted from the left reel when the line is not three of a kind. */
export const SLOT_CHERRIES: Readonly<Record<1 | 2, number>> = { 1: 1.2, 2: 5 };

export function slotsLineMultiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line as [SlotSymbol, SlotSymbol, SlotSymbol];
  if (a === b && b === c) return SLOT_THREE_OF_A_KIND[a];
  if (a === 'cherry' && b === 'cherry') return SLOT_CHERRIES[2];
  if (a === 'cherry') return SLOT_CHERRIES[1];
  return 0;
}

export interface SlotsOutcome {
  /** The stop index on each reel. */
  stops: number[];
  /** Per reel: the symbols above, on and below the payline. */
  reels: SlotSymbol[][];
  line: SlotSymbol[];
  multiplier: number;
}

export function slots(reelFloats: readonly number[]): SlotsOutcome {
  if (reelFloats.length < SLOT_REELS.length) throw new RangeError('slots needs one float per reel');
  const stops = SLOT_REELS.map((strip, i) => Math.floor((reelFloats[i] as number) * strip.length));
  const reels = SLOT_REELS.map((strip, i) => {
    const stop = stops[i] as number;
    const at = (offset: number) => strip[(stop + offset + strip.length) % strip.length] as SlotSymbol;
    return [at(-1), at(0), at(1)];
  });
  const line = reels.map((window) => window[1] as SlotSymbol);
  return { stops, reels, line, multiplier: slotsLineMultiplier(line) };
}

/** The exact return over every combination of stops (summed in hundredths, so no float drift). */
export function slotsReturn(): number {
  const [r1, r2, r3] = SLOT_REELS as [SlotSymbol[], SlotSymbol[], SlotSymbol[]];
  let hundredths = 0;
  for (const a of r1) {
    for (const b of r2) for (const c of r3) hundredths += Math.round(slotsLineMultiplier([a, b, c]) * 100);
  }
  return hundredths / 100 / (r1.length * r2.length * r3.length);
}
