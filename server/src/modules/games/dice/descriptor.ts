import type { HouseGameDescriptor } from '../house-game';
import { dicePlay } from './play';

/** Dice: the spec's 90 / multiplier rule keeps 10%. */
export const dicing = {
  api: 'dicing',
  name: 'Dice',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.1 },
  play: dicePlay,
} as const satisfies HouseGameDescriptor;
