import type { HouseGameDescriptor } from '../house-game';
import { cloverCrossPlay } from './play';

/** Clover Cross: multipliers are (1 − edge) / P. */
export const cloverCross = {
  api: 'clovercross',
  name: 'Clover Cross',
  category: 'step',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
  play: cloverCrossPlay,
} as const satisfies HouseGameDescriptor;
