import { Spade } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';
import { CARDS_STEP } from '../fairness-text';

/** Blackjack: everything the web shows of it but its screen (Screen.tsx). */
export const blackjack: GameDescriptor = {
  slug: 'blackjack',
  api: 'blackjack',
  name: 'Blackjack',
  tagline: 'Beat the dealer to 21.',
  kind: 'step',
  auto: false,
  badge: { icon: Spade, tint: 'text-slate-200' },
  rules: [
    'Standard blackjack from one fresh deck per hand. Blackjack pays 3:2, insurance 2:1. The dealer stands on all 17s.',
    'Double on any first two cards, split pairs once; a push returns your play.',
  ],
  fairness: {
    verifier: 'blackjack',
    floats: 'Up to 52 floats (a cursor across 13 HMAC rounds): one per card.',
    steps: [
      CARDS_STEP,
      'Cards in draw order: the first two to you, the next two to the dealer, then every further card (hits, doubles, split hands, the dealer’s draws) in the order the game asks for it.',
      'The dealer stands on all 17s and peeks under an ace or ten; blackjack pays 3:2, insurance 2:1.',
    ],
    files: ['blackjack.ts', '../cards.ts'],
  },
  outcome: () => import('./picture'),
};
