import { KENO_MAX_PICKS, KENO_SQUARES } from '@casino/fairness';

/** The board is 8 squares wide and 5 high, numbered 1–40 left to right, top to bottom. */
export const KENO_COLUMNS = 8;

/** Picks or unpicks a square; an eleventh pick is ignored. Picks stay in the order they were made. */
export function togglePick(picks: readonly number[], square: number): number[] {
  if (picks.includes(square)) return picks.filter((p) => p !== square);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, square];
}

/** `count` different squares at random (the player's own choice, so Math.random is fine). */
export function randomPicks(count: number, random: () => number = Math.random): number[] {
  const squares = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
  const wanted = Math.min(KENO_MAX_PICKS, Math.max(1, count));
  for (let i = 0; i < wanted; i++) {
    const j = i + Math.floor(random() * (squares.length - i));
    [squares[i], squares[j]] = [squares[j] as number, squares[i] as number];
  }
  return squares.slice(0, wanted).sort((a, b) => a - b);
}

/** Arrow keys move around the board (stopping at its edges), Home and End jump along the row. */
export function moveFocus(square: number, key: string): number {
  const index = square - 1;
  const column = index % KENO_COLUMNS;
  const next = {
    ArrowLeft: column > 0 ? index - 1 : index,
    ArrowRight: column < KENO_COLUMNS - 1 ? index + 1 : index,
    ArrowUp: index >= KENO_COLUMNS ? index - KENO_COLUMNS : index,
    ArrowDown: index + KENO_COLUMNS < KENO_SQUARES ? index + KENO_COLUMNS : index,
    Home: index - column,
    End: index - column + KENO_COLUMNS - 1,
  }[key];
  return next === undefined ? square : next + 1;
}

export type SquareState = 'open' | 'picked' | 'hit' | 'drawn';

/** How a square shows once `revealed` of the drawn squares have been turned over. */
export function squareState(
  square: number,
  picks: readonly number[],
  drawn: readonly number[],
  revealed: number,
): SquareState {
  const isDrawn = drawn.slice(0, revealed).includes(square);
  const isPicked = picks.includes(square);
  if (isDrawn) return isPicked ? 'hit' : 'drawn';
  return isPicked ? 'picked' : 'open';
}

/** A payout table figure (the × is the table's), short enough for 11 columns: 0, 3.96, 942, 15.1K, 33.5M. */
export function payoutFigure(multiplier: number): string {
  const short = (value: number, unit: string) =>
    `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))}${unit}`;
  if (multiplier >= 1e6) return short(multiplier / 1e6, 'M');
  if (multiplier >= 1e4) return short(multiplier / 1e3, 'K');
  if (multiplier >= 100) return String(Math.floor(multiplier));
  return String(Number(multiplier.toFixed(2)));
}
