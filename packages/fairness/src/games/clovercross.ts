import { stepMultiplier } from './mines';

/**
 * Clover cross, our own step game: a path of 20 lanes; each lane hides a clover (safe) or a trap.
 * Lane i uses float i: it is a trap when floor(f * 25) < traps, where traps is the difficulty's count
 * out of 25. The player steps lane by lane and may cash out after any clover; a trap ends the game.
 */
export const CLOVER_LANES = 20;
export const CLOVER_TILES = 25;
export const CLOVER_DIFFICULTIES = { easy: 1, medium: 3, hard: 5, daring: 10 } as const;
export type CloverDifficulty = keyof typeof CLOVER_DIFFICULTIES;
export const CLOVER_DEFAULT_EDGE = 0.01;

export type CloverLane = 'clover' | 'trap';

export function cloverLanes(laneFloats: readonly number[], difficulty: CloverDifficulty): CloverLane[] {
  if (laneFloats.length < CLOVER_LANES) throw new RangeError('clover cross needs one float per lane');
  const traps = CLOVER_DIFFICULTIES[difficulty];
  return laneFloats
    .slice(0, CLOVER_LANES)
    .map((f) => (Math.floor(f * CLOVER_TILES) < traps ? 'trap' : 'clover'));
}

/** Cash-out multiplier after crossing `lanes` lanes: each is a clover with probability (25 − traps) / 25. */
export function cloverMultiplier(
  difficulty: CloverDifficulty,
  lanes: number,
  edge = CLOVER_DEFAULT_EDGE,
): number {
  const safe = BigInt(CLOVER_TILES - CLOVER_DIFFICULTIES[difficulty]);
  return stepMultiplier(BigInt(CLOVER_TILES) ** BigInt(lanes), safe ** BigInt(lanes), edge);
}
