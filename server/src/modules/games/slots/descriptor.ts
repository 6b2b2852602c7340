import type { HouseGameDescriptor } from '../house-game';
import { slotsPlay } from './play';

/** Slots: the paytable returns 98.09%. */
export const slots = {
  api: 'slots',
  name: 'Slots',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.0191 },
  play: slotsPlay,
} as const satisfies HouseGameDescriptor;
