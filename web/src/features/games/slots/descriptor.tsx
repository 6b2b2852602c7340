import { Cherry } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Slots: everything the web shows of it but its screen (Screen.tsx). */
export const slots: GameDescriptor = {
  slug: 'slots',
  api: 'slots',
  name: 'Slots',
  tagline: 'Three reels, fair by design.',
  kind: 'instant',
  auto: false,
  badge: { icon: Cherry, tint: 'text-red-300' },
  rules: ['Three reels of 32 symbols. Three of a kind pays from the paytable; the machine returns 98.09%.'],
  fairness: {
    verifier: 'slots',
    floats: 'Three floats: one per reel.',
    steps: [
      'Reel i stops at floor(f × 32) of its strip of 32 symbols; the window shows the symbols above, on and below the stop.',
      'The middle row pays: three of a kind (clover 1500×, seven 250×, bar 100×, bell 50×, plum 25×, orange 20×, lemon 12×, cherry 10×), two cherries from the left 5×, one cherry on reel 1 1.2×.',
    ],
    files: ['slots.ts'],
  },
  outcome: () => import('./picture'),
};
