import {
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  towerLevels,
  towerMultiplier,
} from '@casino/fairness';
import { tower } from '../../../../server/src/modules/games/tower/descriptor';
import { EDGES, randomSeeds, seededGame } from '../game';
import { playStepGame } from '../server';
import { winOrLose } from '../stats';
import { PlayStream } from '../stream';

/** Strategy: pick tile 0 on every level and cash out after `levels` (9 is the top, which settles itself). */
const PLAYS: { difficulty: TowerDifficulty; levels: number }[] = [
  { difficulty: 'easy', levels: 9 },
  { difficulty: 'medium', levels: 4 },
  { difficulty: 'hard', levels: 3 },
  { difficulty: 'expert', levels: 2 },
  { difficulty: 'master', levels: 2 },
];
const pays = PLAYS.map((p) => towerMultiplier(p.difficulty, p.levels, EDGES.tower));

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

function play(stream: PlayStream, out: { returned: Float64Array }) {
  for (let v = 0; v < PLAYS.length; v++) {
    const { difficulty, levels } = PLAYS[v] as (typeof PLAYS)[number];
    out.returned[v] = climbed(stream, difficulty, levels) === levels ? (pays[v] as number) : 0;
  }
}

/** The shortcut against the package's towerLevels on random plays, at every difficulty, all 9 levels. */
function checkClimbed(plays: number) {
  for (let i = 0; i < plays; i++) {
    const seeds = randomSeeds();
    const stream = new PlayStream(seeds.serverSeed, seeds.clientSeed).play(seeds.nonce);
    for (const difficulty of Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[]) {
      const levels = towerLevels(stream.iterator(), difficulty);
      const want = levels.findIndex((safe) => !safe.includes(0));
      const got = climbed(stream, difficulty, TOWER_LEVELS);
      if (got !== (want === -1 ? TOWER_LEVELS : want)) {
        throw new Error(
          `tower ${difficulty}: shortcut climbs ${got}, towerLevels ${want} for ${JSON.stringify(seeds)}`,
        );
      }
    }
  }
}

export const towerSim = seededGame({
  name: 'tower',
  cost: 4,
  variants: PLAYS.map((p, v) => {
    const { safe, size } = TOWER_DIFFICULTIES[p.difficulty];
    return {
      label: `${p.difficulty}, ${p.levels} level${p.levels > 1 ? 's' : ''}`,
      expected: winOrLose((safe / size) ** p.levels, pays[v] as number),
      configured: 1 - EDGES.tower,
    };
  }),
  play,
  reference: (seeds, v) => {
    const { difficulty, levels } = PLAYS[v] as (typeof PLAYS)[number];
    return playStepGame(tower, { difficulty }, seeds, (_state, moves) =>
      moves < levels ? { action: 'step', tile: 0 } : { action: 'cashout' },
    );
  },
  alsoCheck: (plays) => checkClimbed(plays * 10),
});
