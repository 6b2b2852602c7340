import type { HouseGameDescriptor } from '../house-game';
import { towerPlay } from './play';

/** Tower (Later Gator on the web): multipliers are (1 − edge) / P. */
export const tower = {
  api: 'tower',
  name: 'Tower',
  category: 'step',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
  play: towerPlay,
} as const satisfies HouseGameDescriptor;
