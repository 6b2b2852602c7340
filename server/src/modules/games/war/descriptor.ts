import type { HouseGameDescriptor } from '../house-game';

/** War: a win pays 1.98 with the default edge. Its play is `warGame` in instant/games.ts. */
export const war = {
  api: 'war',
  name: 'War',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
} as const satisfies HouseGameDescriptor;
