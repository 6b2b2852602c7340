import type { HouseGameDescriptor } from '../house-game';
import { minesPlay } from './play';

/** Mines: multipliers are (1 − edge) / P. */
export const mines = {
  api: 'mines',
  name: 'Mines',
  category: 'step',
  fairness: 'seed-pair',
  edge: { configurable: 0.01 },
  play: minesPlay,
} as const satisfies HouseGameDescriptor;
