import type { HouseGameDescriptor } from '../house-game';

/** Roulette: the single zero keeps 2.70%. Its play is `roulette` in instant/games.ts. */
export const roulette = {
  api: 'roulette',
  name: 'Roulette',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.027 },
} as const satisfies HouseGameDescriptor;
