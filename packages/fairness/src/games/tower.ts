import { stepMultiplier } from './mines';

/** Per level: how many tiles are safe out of how many (fairness.md, tower). */
export const TOWER_DIFFICULTIES = {
  easy: { safe: 3, size: 4 },
  medium: { safe: 2, size: 3 },
  hard: { safe: 1, size: 2 },
  expert: { safe: 1, size: 3 },
  master: { safe: 1, size: 4 },
} as const;
export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;
export const TOWER_LEVELS = 9;
export const TOWER_DEFAULT_EDGE = 0.01;

/** Level by level, floats in order: `safe` positions spliced out of the level's tiles. */
export function towerLevels(picks: Iterator<number>, difficulty: TowerDifficulty): number[][] {
  const { safe, size } = TOWER_DIFFICULTIES[difficulty];
  const levels: number[][] = [];
  for (let level = 0; level < TOWER_LEVELS; level++) {
    const remaining = Array.from({ length: size }, (_, i) => i);
    const safeTiles: number[] = [];
    for (let k = 0; k < safe; k++) {
      const f = picks.next().value as number;
      safeTiles.push(remaining.splice(Math.floor(f * remaining.length), 1)[0] as number);
    }
    levels.push(safeTiles);
  }
  return levels;
}

/** Cash-out multiplier after climbing `levels` levels: each level is passed with probability safe/size. */
export function towerMultiplier(
  difficulty: TowerDifficulty,
  levels: number,
  edge = TOWER_DEFAULT_EDGE,
): number {
  const { safe, size } = TOWER_DIFFICULTIES[difficulty];
  return stepMultiplier(BigInt(size) ** BigInt(levels), BigInt(safe) ** BigInt(levels), edge);
}
