import { TOWER_DIFFICULTIES, TOWER_LEVELS, type TowerDifficulty, towerMultiplier } from '@casino/fairness';
import type { StepMultipliers } from '../step/types';

/** The tower view of the server (its games/tower/play.ts): each level's safe tiles only once the game has ended. */
export interface TowerState extends StepMultipliers {
  difficulty: TowerDifficulty;
  /** The tile picked on each level climbed, bottom first (and on the level lost, if one was). */
  picks: number[];
  lost: boolean;
  levels?: number[][];
}

export { TOWER_DIFFICULTIES, TOWER_LEVELS, type TowerDifficulty };
export const DIFFICULTY_NAMES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

/** Levels climbed safely so far (the lost level does not count). */
export function climbed(state: TowerState): number {
  return state.lost ? state.picks.length - 1 : state.picks.length;
}

/**
 * The multiplier each level pays once reached, bottom first. The server's own figure replaces the
 * next level's (its house edge is the one that counts); the others follow the published formula.
 */
export function levelMultipliers(difficulty: TowerDifficulty, state: TowerState | null): number[] {
  return Array.from({ length: TOWER_LEVELS }, (_, level) => {
    if (state && state.difficulty === difficulty) {
      const done = climbed(state);
      if (level === done - 1) return state.multiplier;
      if (level === done && state.next_multiplier !== null) return state.next_multiplier;
    }
    return towerMultiplier(difficulty, level + 1);
  });
}

export type TowerTileLook = 'idle' | 'open' | 'picked-safe' | 'picked-trap' | 'safe' | 'trap' | 'passed';

/**
 * What a tile shows. `open` tiles are on the level being played; picked tiles show what the player
 * found; at the end the whole tower is revealed (`safe` and `trap`, drawn faded). Before the end, the
 * other tiles of a level already climbed are just `passed`.
 */
export function towerTileLook(
  state: TowerState | null,
  level: number,
  tile: number,
  active: boolean,
): TowerTileLook {
  if (!state) return 'idle';
  const pick = state.picks[level];
  if (pick === tile) {
    const lostHere = state.lost && level === state.picks.length - 1;
    return lostHere ? 'picked-trap' : 'picked-safe';
  }
  const safeTiles = state.levels?.[level];
  if (safeTiles) return safeTiles.includes(tile) ? 'safe' : 'trap';
  if (active && level === state.picks.length) return 'open';
  return level < state.picks.length ? 'passed' : 'idle';
}
