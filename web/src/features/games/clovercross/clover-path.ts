import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  CLOVER_TILES,
  type CloverDifficulty,
  type CloverLane,
  cloverMultiplier,
} from '@casino/fairness';
import type { StepMultipliers } from '../step/types';

/** The clover cross view of the server (its games/clovercross/play.ts): the lanes only once the game has ended. */
export interface CloverState extends StepMultipliers {
  difficulty: CloverDifficulty;
  /** Lanes crossed safely. */
  crossed: number;
  lost: boolean;
  lanes?: CloverLane[];
}

export { CLOVER_DIFFICULTIES, CLOVER_LANES, CLOVER_TILES, type CloverDifficulty };
export const DIFFICULTY_NAMES = Object.keys(CLOVER_DIFFICULTIES) as CloverDifficulty[];

/** Each lane's multiplier once crossed; the server's figures win for the lanes at hand. */
export function laneMultipliers(difficulty: CloverDifficulty, state: CloverState | null): number[] {
  return Array.from({ length: CLOVER_LANES }, (_, lane) => {
    if (state && state.difficulty === difficulty) {
      if (lane === state.crossed - 1) return state.multiplier;
      if (lane === state.crossed && state.next_multiplier !== null) return state.next_multiplier;
    }
    return cloverMultiplier(difficulty, lane + 1);
  });
}

/**
 * Where the hopper stands: -1 on the kerb before lane 1, else the lane's index. After a trap it stands
 * in the trap's lane (the one it could not cross).
 */
export function hopperLane(state: CloverState | null): number {
  if (!state) return -1;
  return state.lost ? state.crossed : state.crossed - 1;
}

export type LaneLook = 'ahead' | 'next' | 'crossed' | 'trap-hit' | 'trap' | 'clover';

/** What a lane shows: crossed lanes their clover, the next one highlighted, and at the end every lane. */
export function laneLook(state: CloverState | null, lane: number, active: boolean): LaneLook {
  if (!state) return 'ahead';
  if (lane < state.crossed) return 'crossed';
  if (state.lost && lane === state.crossed) return 'trap-hit';
  const revealed = state.lanes?.[lane];
  if (revealed) return revealed === 'trap' ? 'trap' : 'clover';
  return active && lane === state.crossed ? 'next' : 'ahead';
}

/** The chance of crossing one lane safely at a difficulty, in percent. */
export function laneChance(difficulty: CloverDifficulty): number {
  return ((CLOVER_TILES - CLOVER_DIFFICULTIES[difficulty]) / CLOVER_TILES) * 100;
}
