import type { HouseGameDescriptor } from '../house-game';

/** Slots: the paytable returns 98.09%. Its play is `slotsGame` in instant/games.ts. */
export const slots = {
  api: 'slots',
  name: 'Slots',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.0191 },
} as const satisfies HouseGameDescriptor;
