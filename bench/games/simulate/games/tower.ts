import {
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  towerLevels,
  towerMultiplier,
} from '@casino/fairness';
import { tower } from '../../../../server/src/modules/games/tower/descriptor';
import { EDGES } from '../game';
import { type StepPlan, stepThenCashOutSim } from '../step-then-cash-out';
import type { PlayStream } from '../stream';

/** Strategy: pick tile 0 on every level and cash out after `steps` levels (9 is the top, which settles itself). */
const PLANS: StepPlan<TowerDifficulty>[] = [
  { difficulty: 'easy', steps: 9 },
  { difficulty: 'medium', steps: 4 },
  { difficulty: 'hard', steps: 3 },
  { difficulty: 'expert', steps: 2 },
  { difficulty: 'master', steps: 2 },
];

/**
 * Levels climbed picking tile 0, up to `limit`: towerLevels' splice rule for one tile. Each level's safe
 * tiles are spliced from [0, size) in order, so tile 0 sits at index 0 until taken and is safe exactly
 * when one of the level's floats gives floor(f · remaining) = 0. Checked against towerLevels at start-up.
 */
function climbed(stream: PlayStream, difficulty: TowerDifficulty, limit: number): number {
  const { safe, size } = TOWER_DIFFICULTIES[difficulty];
  for (let level = 0; level < limit; level++) {
    let taken = false;
    for (let k = 0; k < safe && !taken; k++)
      taken = Math.floor(stream.float(level * safe + k) * (size - k)) === 0;
    if (!taken) return level;
  }
  return limit;
}

/** Tower in the simulation: its plans, checked against the server's own play at start-up. */
export const towerSim = stepThenCashOutSim({
  name: 'tower',
  stepName: 'level',
  descriptor: tower,
  stepMove: { action: 'step', tile: 0 },
  plans: PLANS,
  difficulties: Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[],
  allSteps: TOWER_LEVELS,
  edge: EDGES.tower,
  multiplier: towerMultiplier,
  safeChance: (difficulty) => TOWER_DIFFICULTIES[difficulty].safe / TOWER_DIFFICULTIES[difficulty].size,
  safeSteps: climbed,
  firstLoss: (stream, difficulty) =>
    towerLevels(stream.iterator(), difficulty).findIndex((safe) => !safe.includes(0)),
});
