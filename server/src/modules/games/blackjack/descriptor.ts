import type { HouseGameDescriptor } from '../house-game';
import { blackjackPlay } from './play';

/** Blackjack: the basic-strategy edge of the published rules. */
export const blackjack = {
  api: 'blackjack',
  name: 'Blackjack',
  category: 'step',
  fairness: 'seed-pair',
  edge: { fixed: 0.005 },
  play: blackjackPlay,
} as const satisfies HouseGameDescriptor;
