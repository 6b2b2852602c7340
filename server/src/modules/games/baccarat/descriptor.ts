import type { HouseGameDescriptor } from '../house-game';
import { baccaratPlay } from './play';

/** Baccarat: the banker bet's edge. */
export const baccarat = {
  api: 'baccarat',
  name: 'Baccarat',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.0106 },
  play: baccaratPlay,
} as const satisfies HouseGameDescriptor;
