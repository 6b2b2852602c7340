import type { HouseGameDescriptor } from '../house-game';

/** Tower (Later Gator on the web): multipliers are (1 − edge) / P. Its play is step/tower.ts. */
export const tower = {
  api: 'tower',
  name: 'Tower',
  category: 'step',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
} as const satisfies HouseGameDescriptor;
