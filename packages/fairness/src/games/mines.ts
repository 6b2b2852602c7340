import { splice } from '../stream';

export const MINES_TILES = 25;
export const MINES_DEFAULT_EDGE = 0.01;

/** Mines: the first `mines` tiles spliced from 0–24 (row-major on the 5×5 grid) are the mines, in draw order. */
export function minePositions(picks: Iterable<number>, mines: number): number[] {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new RangeError('mines must be 1 to 24');
  return splice(
    Array.from({ length: MINES_TILES }, (_, i) => i),
    picks,
    mines,
  );
}

/** The cash-out multiplier after `revealed` safe tiles with `mines` mines on the board. */
export function minesMultiplier(mines: number, revealed: number, edge = MINES_DEFAULT_EDGE): number {
  let tilesLeft = 1n;
  let safeLeft = 1n;
  for (let i = 0; i < revealed; i++) {
    tilesLeft *= BigInt(MINES_TILES - i);
    safeLeft *= BigInt(MINES_TILES - mines - i);
  }
  return stepMultiplier(tilesLeft, safeLeft, edge);
}

/**
 * Step games pay (1 − edge) / P(reaching this step), rounded down to 2 decimals (fairness.md).
 * P is given as its inverse `oddsNumerator / oddsDenominator` and the sum is done in integers,
 * so a quotient like 1.98 never floors to 1.97 through binary rounding.
 */
export function stepMultiplier(oddsNumerator: bigint, oddsDenominator: bigint, edge: number): number {
  const keptMillionths = BigInt(Math.round((1 - edge) * 1_000_000));
  return Number((keptMillionths * oddsNumerator * 100n) / (oddsDenominator * 1_000_000n)) / 100;
}
