import type { HouseGameDescriptor } from '../house-game';

/** Plinko: tables fixed at 99%, rounded to their highest edge. Its play is `plinkoGame` in instant/games.ts. */
export const plinko = {
  api: 'plinko',
  name: 'Plinko',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.02 },
} as const satisfies HouseGameDescriptor;
