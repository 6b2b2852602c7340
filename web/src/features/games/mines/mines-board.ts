import { MINES_TILES } from '@casino/fairness';
import type { StepMultipliers } from '../step/types';

/** The mines view of the server (its games/mines/play.ts): mine positions only once the game has ended. */
export interface MinesState extends StepMultipliers {
  mines: number;
  /** Safe tiles revealed, in order. */
  revealed: number[];
  /** The tile that hit a mine, when one did. */
  hit: number | null;
  mine_positions?: number[];
}

export const MINES_COLUMNS = 5;
export const MINES_CHOICES = Array.from({ length: 24 }, (_, i) => i + 1);
export { MINES_TILES };

/**
 * What a tile shows. During a game: hidden or gem. Once it ended: the mine hit, the other mines and
 * the gems the player never reached (drawn faded so the path taken stands out).
 */
export type TileLook = 'hidden' | 'gem' | 'hit' | 'mine' | 'gem-unpicked';

export function tileLook(tile: number, state: MinesState | null): TileLook {
  if (!state) return 'hidden';
  if (state.hit === tile) return 'hit';
  if (state.revealed.includes(tile)) return 'gem';
  if (!state.mine_positions) return 'hidden';
  return state.mine_positions.includes(tile) ? 'mine' : 'gem-unpicked';
}

/** Tiles still hidden in a game in progress, for the random pick. */
export function hiddenTiles(state: MinesState | null): number[] {
  const revealed = new Set(state?.revealed ?? []);
  return Array.from({ length: MINES_TILES }, (_, i) => i).filter((t) => !revealed.has(t));
}

/** The auto-play selection: a tile toggled in or out, at most as many as there are gems. */
export function toggleTile(selected: readonly number[], tile: number, mines: number): number[] {
  if (selected.includes(tile)) return selected.filter((t) => t !== tile);
  if (selected.length >= MINES_TILES - mines) return [...selected];
  return [...selected, tile];
}
