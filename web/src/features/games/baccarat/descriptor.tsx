import { Club } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';
import { CARDS_STEP } from '../fairness-text';

/** Baccarat: everything the web shows of it but its screen (Screen.tsx). */
export const baccarat: GameDescriptor = {
  slug: 'baccarat',
  api: 'baccarat',
  name: 'Baccarat',
  tagline: 'Player, banker or tie.',
  kind: 'instant',
  auto: false,
  badge: { icon: Club, tint: 'text-teal-300' },
  rules: [
    'Play on player (pays 2×), banker (1.95×) or tie (9×). A tie returns player and banker plays. Standard tableau.',
  ],
  fairness: {
    verifier: 'baccarat',
    floats: 'Six floats: the six cards a coup can use.',
    steps: [
      CARDS_STEP,
      'Cards 1–2 to the player, 3–4 to the banker. The player’s third card (if the tableau calls for it) is card 5; the banker’s third card is the next unused card.',
      'Player pays 2×, banker 1.95×, tie 9× (a tie returns player and banker plays).',
    ],
    files: ['baccarat.ts', '../cards.ts'],
  },
  outcome: () => import('./picture'),
};
