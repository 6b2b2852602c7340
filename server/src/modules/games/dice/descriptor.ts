import type { HouseGameDescriptor } from '../house-game';

/** Dice: the spec's 90 / multiplier rule keeps 10%. Its play is `dice` in instant/games.ts. */
export const dicing = {
  api: 'dicing',
  name: 'Dice',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.1 },
} as const satisfies HouseGameDescriptor;
