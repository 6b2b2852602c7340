import type { HouseGameDescriptor } from '../house-game';

/** Baccarat: the banker bet's edge. Its play is `baccaratGame` in instant/games.ts. */
export const baccarat = {
  api: 'baccarat',
  name: 'Baccarat',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.0106 },
} as const satisfies HouseGameDescriptor;
