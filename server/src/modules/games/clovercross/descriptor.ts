import type { HouseGameDescriptor } from '../house-game';

/** Clover Cross: multipliers are (1 − edge) / P. Its play is step/clovercross.ts. */
export const cloverCross = {
  api: 'clovercross',
  name: 'Clover Cross',
  category: 'step',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
} as const satisfies HouseGameDescriptor;
