/** European wheel: one float, pocket floor(f * 37), 0 to 36. */
export function roulettePocket(f: number): number {
  return Math.floor(f * 37);
}

export const ROULETTE_SLOTS = 51;
/** Slots below this index are inside bets (spec §3 "Roulette play"). */
export const ROULETTE_INSIDE_SLOTS = 39;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The 51 betting slots and the pockets each covers. 0–36 straight up; 37 and 38 the trios 0-1-2 and
 * 0-2-3; 39–41 dozens; 42–44 columns; 45 1–18, 46 even, 47 red, 48 black, 49 odd, 50 19–36.
 * A winning slot returns 36 / (pockets covered) times its stake, so every bet returns 36/37 = 97.30%.
 */
export const ROULETTE_BETS: readonly (readonly number[])[] = [
  ...range(0, 36).map((n) => [n]),
  [0, 1, 2],
  [0, 2, 3],
  range(1, 12),
  range(13, 24),
  range(25, 36),
  range(1, 36).filter((n) => n % 3 === 1),
  range(1, 36).filter((n) => n % 3 === 2),
  range(1, 36).filter((n) => n % 3 === 0),
  range(1, 18),
  range(1, 36).filter((n) => n % 2 === 0),
  [...RED],
  range(1, 36).filter((n) => !RED.has(n)),
  range(1, 36).filter((n) => n % 2 === 1),
  range(19, 36),
];

export function rouletteColour(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** Return (stake included) per unit staked on `slot` when the ball lands in `pocket`. */
export function rouletteSlotReturn(slot: number, pocket: number): number {
  const covers = ROULETTE_BETS[slot];
  if (!covers) throw new RangeError('roulette slot must be 0 to 50');
  return covers.includes(pocket) ? 36 / covers.length : 0;
}

/** Total return in chips for a board of chip counts per slot: the play's multiplier is this / chips staked. */
export function rouletteReturnChips(chips: readonly number[], pocket: number): number {
  return chips.reduce((sum, count, slot) => sum + count * rouletteSlotReturn(slot, pocket), 0);
}
