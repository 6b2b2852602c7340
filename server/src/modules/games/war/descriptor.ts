import type { HouseGameDescriptor } from '../house-game';
import { warPlay } from './play';

/** War: a win pays 1.98 with the default edge. */
export const war = {
  api: 'war',
  name: 'War',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
  play: warPlay,
} as const satisfies HouseGameDescriptor;
