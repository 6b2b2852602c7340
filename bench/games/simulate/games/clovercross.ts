import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  CLOVER_TILES,
  type CloverDifficulty,
  cloverLanes,
  cloverMultiplier,
} from '@casino/fairness';
import { cloverCross } from '../../../../server/src/modules/games/clovercross/descriptor';
import { EDGES } from '../game';
import { type StepPlan, stepThenCashOutSim } from '../step-then-cash-out';
import type { PlayStream } from '../stream';

/** Strategy: step `steps` lanes, then cash out (all 20 lanes settles by itself). */
const PLANS: StepPlan<CloverDifficulty>[] = [
  { difficulty: 'easy', steps: 20 },
  { difficulty: 'medium', steps: 5 },
  { difficulty: 'hard', steps: 3 },
  { difficulty: 'daring', steps: 1 },
  { difficulty: 'daring', steps: 4 },
];

/**
 * Lanes crossed before the first trap, up to `limit`: cloverLanes' rule (lane i is a trap when
 * floor(f_i · 25) < traps) read lazily, so a play hashes only the blocks it reaches. Checked at start-up.
 */
function crossed(stream: PlayStream, difficulty: CloverDifficulty, limit: number): number {
  const traps = CLOVER_DIFFICULTIES[difficulty];
  for (let lane = 0; lane < limit; lane++)
    if (Math.floor(stream.float(lane) * CLOVER_TILES) < traps) return lane;
  return limit;
}

/** Clover cross in the simulation: its plans, checked against the server's own play at start-up. */
export const cloverCrossSim = stepThenCashOutSim({
  name: 'clovercross',
  stepName: 'lane',
  descriptor: cloverCross,
  stepMove: { action: 'step' },
  plans: PLANS,
  difficulties: Object.keys(CLOVER_DIFFICULTIES) as CloverDifficulty[],
  allSteps: CLOVER_LANES,
  edge: EDGES.clovercross,
  multiplier: cloverMultiplier,
  safeChance: (difficulty) => (CLOVER_TILES - CLOVER_DIFFICULTIES[difficulty]) / CLOVER_TILES,
  safeSteps: crossed,
  firstLoss: (stream, difficulty) => cloverLanes(stream.floats(CLOVER_LANES), difficulty).indexOf('trap'),
});
