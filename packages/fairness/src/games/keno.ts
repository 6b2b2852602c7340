import { splice } from '../stream';

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;

/** Keno: ten squares spliced from 1–40, in draw order. */
export function kenoDraw(picks: Iterable<number>): number[] {
  return splice(
    Array.from({ length: KENO_SQUARES }, (_, i) => i + 1),
    picks,
    KENO_DRAWN,
  );
}
