import { Diamond } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';
import { CARDS_STEP } from '../fairness-text';

/** War: everything the web shows of it but its screen (Screen.tsx). */
export const war: GameDescriptor = {
  slug: 'war',
  api: 'war',
  name: 'War',
  tagline: 'High card wins; ties go to war.',
  kind: 'instant',
  auto: false,
  badge: { icon: Diamond, tint: 'text-orange-300' },
  rules: [
    'You and the dealer each draw a card; the higher card wins 1.98×. A tie goes to war: cards are drawn again until one side wins.',
  ],
  fairness: {
    verifier: 'war',
    floats: 'Two floats per round: the player’s card, then the dealer’s.',
    steps: [
      CARDS_STEP,
      'The higher rank wins (aces high, suits ignored); a tie goes to war: the next two floats.',
    ],
    files: ['war.ts', '../cards.ts'],
  },
  outcome: () => import('./picture'),
};
