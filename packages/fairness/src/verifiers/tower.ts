import { TOWER_DIFFICULTIES, TOWER_LEVELS, type TowerDifficulty, towerLevels } from '../games/tower';
import { floatStream } from '../stream';
import { difficultyField, drawn, range, seededVerifier, splicer, UsageError } from '../verification';

/** The tower (Later Gator): each level splices its safe tiles out of the level's tiles. */
export const towerVerifier = seededVerifier(
  [difficultyField(Object.keys(TOWER_DIFFICULTIES), 'easy')],
  (seeds, values) => {
    const level = values.difficulty as TowerDifficulty;
    const shape = TOWER_DIFFICULTIES[level];
    if (!shape) throw new UsageError('Choose a difficulty.');
    const levels = towerLevels(floatStream(seeds), level);
    const pool = splicer(range(0, shape.size - 1));
    return {
      outcome: { difficulty: level, levels },
      published: { levels },
      headline: `${TOWER_LEVELS} levels, ${shape.safe} safe of ${shape.size} each`,
      events: drawn(seeds, TOWER_LEVELS * shape.safe, (f, i) => {
        if (i % shape.safe === 0) pool.reset();
        const pick = pool.take(f);
        return `level ${Math.floor(i / shape.safe) + 1}: floor(f × ${pick.of}) = ${pick.index} → safe tile ${pick.value + 1}`;
      }),
    };
  },
);
