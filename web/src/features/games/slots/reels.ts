import { SLOT_REELS, type SlotSymbol, slotsLineMultiplier } from '@casino/fairness';

/**
 * The reels' motion. A reel's position p is a (fractional) index into its strip: the payline shows
 * strip[p], the row above strip[p − 1] and below strip[p + 1], like the server's window. Spinning
 * lowers p, so symbols travel downwards.
 */
export const STRIP_LENGTH = SLOT_REELS[0]?.length ?? 32;

export const wrap = (index: number) => ((index % STRIP_LENGTH) + STRIP_LENGTH) % STRIP_LENGTH;

/** Symbols per millisecond while a reel spins freely (40 a second: a blur, still readable as motion). */
export const SPIN_SPEED = 0.04;

/** A reel's way to a stop: spin freely until `decelAt`, then slow to rest exactly on `stop`. */
export interface StopPlan {
  /** Where the reel was when it started spinning, and when. */
  from: number;
  startAt: number;
  decelAt: number;
  decelMs: number;
  /** How far the slowing down travels (symbols) and where it ends. */
  distance: number;
  stop: number;
}

/**
 * Plans the stop: the slowing down starts at the reel's free-spin speed and travels a whole number of
 * turns plus the gap to the stop, at least half the distance a linear slow-down would cover.
 */
export function planStop(
  from: number,
  startAt: number,
  decelAt: number,
  decelMs: number,
  stop: number,
): StopPlan {
  const at = from - SPIN_SPEED * (decelAt - startAt);
  const minimum = (SPIN_SPEED * decelMs) / 2;
  let distance = wrap(at - stop);
  while (distance < minimum) distance += STRIP_LENGTH;
  return { from, startAt, decelAt, decelMs, distance, stop };
}

/** A freely spinning reel (no result yet). */
export const freeSpinAt = (from: number, startAt: number, now: number) =>
  from - SPIN_SPEED * Math.max(0, now - startAt);

/**
 * Where a reel is at `now`: free spin, then a cubic Hermite slow-down that leaves at the spin speed
 * and arrives at rest, then exactly the stop.
 */
export function reelAt(plan: StopPlan, now: number): number {
  if (now <= plan.decelAt) return freeSpinAt(plan.from, plan.startAt, now);
  const s = (now - plan.decelAt) / plan.decelMs;
  const start = freeSpinAt(plan.from, plan.startAt, plan.decelAt);
  // At rest: a whole index (turns below the stop, same symbol), so the next spin starts from it.
  if (s >= 1) return Math.round(start - plan.distance);
  const m0 = SPIN_SPEED * plan.decelMs;
  const travelled = (-2 * s ** 3 + 3 * s ** 2) * plan.distance + (s ** 3 - 2 * s ** 2 + s) * m0;
  return start - travelled;
}

/** The symbols in view at position p: the one on the payline, two above and two below. */
export function visibleSymbols(
  reel: number,
  position: number,
): { symbol: SlotSymbol; offset: number; index: number }[] {
  const strip = SLOT_REELS[reel] as readonly SlotSymbol[];
  const base = Math.floor(position);
  return [-2, -1, 0, 1, 2, 3].map((k) => ({
    symbol: strip[wrap(base + k)] as SlotSymbol,
    offset: base + k - position,
    index: base + k,
  }));
}

/** Which reels paid: all three for three of a kind, otherwise the leading cherries. */
export function winningReels(line: readonly SlotSymbol[]): boolean[] {
  const multiplier = slotsLineMultiplier(line);
  if (multiplier === 0) return [false, false, false];
  const [a, b, c] = line;
  if (a === b && b === c) return [true, true, true];
  return [true, a === 'cherry' && b === 'cherry', false];
}

/** The paytable line the spin paid on (a symbol for three of a kind, or a cherry line), by the server's rules. */
export function paidLine(line: readonly SlotSymbol[] | null): string | null {
  if (!line || slotsLineMultiplier(line) === 0) return null;
  const [a, b, c] = line;
  if (a === b && b === c) return a ?? null;
  return a === 'cherry' && b === 'cherry' ? 'cherry-2' : 'cherry-1';
}
