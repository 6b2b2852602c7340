import type { HouseGameDescriptor } from '../house-game';

/** Blackjack: the basic-strategy edge of the published rules. Its play is step/blackjack.ts. */
export const blackjack = {
  api: 'blackjack',
  name: 'Blackjack',
  category: 'step',
  fairness: 'seed-pair',
  edge: { fixed: 0.005 },
} as const satisfies HouseGameDescriptor;
