import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  CLOVER_TILES,
  type CloverDifficulty,
  cloverLanes,
} from '../games/clovercross';
import { floats } from '../stream';
import { difficultyField, drawn, seededVerifier, UsageError } from '../verification';

/** Clover Cross: one float per lane, a trap below the difficulty's count of its 25 tiles. */
export const cloverCrossVerifier = seededVerifier(
  [difficultyField(Object.keys(CLOVER_DIFFICULTIES), 'easy')],
  (seeds, values) => {
    const level = values.difficulty as CloverDifficulty;
    const traps = CLOVER_DIFFICULTIES[level];
    if (traps === undefined) throw new UsageError('Choose a difficulty.');
    const lanes = cloverLanes(floats(seeds, CLOVER_LANES), level);
    return {
      outcome: { difficulty: level, lanes },
      published: { lanes },
      headline: `Traps on lanes ${lanes.flatMap((l, i) => (l === 'trap' ? [i + 1] : [])).join(', ') || 'none'}`,
      events: drawn(seeds, CLOVER_LANES, (f, i) => {
        const tile = Math.floor(f * CLOVER_TILES);
        return `lane ${i + 1}: floor(f × 25) = ${tile} ${tile < traps ? `< ${traps} → trap` : `≥ ${traps} → clover`}`;
      }),
    };
  },
);
