import type { HouseGameDescriptor } from '../house-game';
import { roulettePlay } from './play';

/** Roulette: the single zero keeps 2.70%. */
export const roulette = {
  api: 'roulette',
  name: 'Roulette',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.027 },
  play: roulettePlay,
} as const satisfies HouseGameDescriptor;
