import type { HouseGameDescriptor } from '../house-game';

/** Limbo: the result multiplier is drawn with the configured edge. Its play is `limbo` in instant/games.ts. */
export const limbo = {
  api: 'limbo',
  name: 'Limbo',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
} as const satisfies HouseGameDescriptor;
