import type { HouseGameDescriptor } from '../house-game';
import { limboPlay } from './play';

/** Limbo: the result multiplier is drawn with the configured edge. */
export const limbo = {
  api: 'limbo',
  name: 'Limbo',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
  play: limboPlay,
} as const satisfies HouseGameDescriptor;
