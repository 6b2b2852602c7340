import type { RandomInt } from './rng';

/** 5 reels × 3 rows, shared by the line and the ways slot. */
export const ROWS = 3;

/** A published strip written as symbol ids separated by spaces, read into an array. */
export const strip = (symbols: string): readonly string[] => symbols.trim().split(/\s+/);

/** Each reel stops uniformly on its strip; the window shows the stop and the next rows below it, wrapping. */
export function spinReels(strips: readonly (readonly string[])[], randomInt: RandomInt) {
  const stops = strips.map((reel) => randomInt(reel.length));
  return { stops, window: windowAt(strips, stops) };
}

/** The window as columns: `window[reel][row]`. */
export function windowAt(strips: readonly (readonly string[])[], stops: readonly number[]): string[][] {
  return strips.map((reel, r) =>
    Array.from({ length: ROWS }, (_, row) => reel[((stops[r] ?? 0) + row) % reel.length] as string),
  );
}

/**
 * For one reel, how many stops show 0…3 symbols of `matches` in the window: the exact count
 * distribution the return of scatters and ways is computed from.
 */
export function windowCounts(reel: readonly string[], matches: (symbol: string) => boolean): number[] {
  const counts = Array.from({ length: ROWS + 1 }, () => 0);
  for (let stop = 0; stop < reel.length; stop++) {
    let shown = 0;
    for (let row = 0; row < ROWS; row++) if (matches(reel[(stop + row) % reel.length] as string)) shown++;
    counts[shown] = (counts[shown] ?? 0) + 1;
  }
  return counts;
}

/** How often each symbol stands on a strip: any one row of a uniformly stopped reel shows it that often. */
export function symbolCounts(reel: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of reel) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}
