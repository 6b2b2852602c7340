import type { HouseGameDescriptor } from '../house-game';

/** Mines: multipliers are (1 − edge) / P. Its play is step/mines.ts. */
export const mines = {
  api: 'mines',
  name: 'Mines',
  category: 'step',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
} as const satisfies HouseGameDescriptor;
