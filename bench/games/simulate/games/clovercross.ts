import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  CLOVER_TILES,
  type CloverDifficulty,
  cloverLanes,
  cloverMultiplier,
} from '@casino/fairness';
import { cloverCross } from '../../../../server/src/modules/games/clovercross/descriptor';
import { EDGES, randomSeeds, seededGame } from '../game';
import { playStepGame } from '../server';
import { winOrLose } from '../stats';
import { PlayStream } from '../stream';

/** Strategy: step `lanes` times, then cash out (all 20 lanes settles by itself). */
const PLAYS: { difficulty: CloverDifficulty; lanes: number }[] = [
  { difficulty: 'easy', lanes: 20 },
  { difficulty: 'medium', lanes: 5 },
  { difficulty: 'hard', lanes: 3 },
  { difficulty: 'daring', lanes: 1 },
  { difficulty: 'daring', lanes: 4 },
];
const pays = PLAYS.map((p) => cloverMultiplier(p.difficulty, p.lanes, EDGES.clovercross));

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

function play(stream: PlayStream, out: { returned: Float64Array }) {
  for (let v = 0; v < PLAYS.length; v++) {
    const { difficulty, lanes } = PLAYS[v] as (typeof PLAYS)[number];
    out.returned[v] = crossed(stream, difficulty, lanes) === lanes ? (pays[v] as number) : 0;
  }
}

/** The shortcut against the package's cloverLanes on random plays, every difficulty, all 20 lanes. */
function checkCrossed(plays: number) {
  for (let i = 0; i < plays; i++) {
    const seeds = randomSeeds();
    const stream = new PlayStream(seeds.serverSeed, seeds.clientSeed).play(seeds.nonce);
    for (const difficulty of Object.keys(CLOVER_DIFFICULTIES) as CloverDifficulty[]) {
      const trap = cloverLanes(stream.floats(CLOVER_LANES), difficulty).indexOf('trap');
      const got = crossed(stream, difficulty, CLOVER_LANES);
      if (got !== (trap === -1 ? CLOVER_LANES : trap)) {
        throw new Error(
          `clover cross ${difficulty}: shortcut ${got}, cloverLanes ${trap} for ${JSON.stringify(seeds)}`,
        );
      }
    }
  }
}

export const cloverCrossSim = seededGame({
  name: 'clovercross',
  cost: 4,
  variants: PLAYS.map((p, v) => ({
    label: `${p.difficulty}, ${p.lanes} lane${p.lanes > 1 ? 's' : ''}`,
    expected: winOrLose(
      ((CLOVER_TILES - CLOVER_DIFFICULTIES[p.difficulty]) / CLOVER_TILES) ** p.lanes,
      pays[v] as number,
    ),
    configured: 1 - EDGES.clovercross,
  })),
  play,
  reference: (seeds, v) => {
    const { difficulty, lanes } = PLAYS[v] as (typeof PLAYS)[number];
    return playStepGame(cloverCross, { difficulty }, seeds, (_state, moves) =>
      moves < lanes ? { action: 'step' } : { action: 'cashout' },
    );
  },
  alsoCheck: (plays) => checkCrossed(plays * 10),
});
