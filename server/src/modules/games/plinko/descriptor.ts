import type { HouseGameDescriptor } from '../house-game';
import { plinkoPlay } from './play';

/** Plinko: tables fixed at 99%, rounded to their highest edge. */
export const plinko = {
  api: 'plinko',
  name: 'Plinko',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.02 },
  play: plinkoPlay,
} as const satisfies HouseGameDescriptor;
