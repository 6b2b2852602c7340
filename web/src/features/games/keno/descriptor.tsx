import { Grid3x3 } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';
import { SPLICE_STEP } from '../fairness-text';

/** Keno: everything the web shows of it but its screen (Screen.tsx). */
export const keno: GameDescriptor = {
  slug: 'keno',
  api: 'keno',
  name: 'Keno',
  tagline: 'Pick up to 10 squares of 40.',
  kind: 'instant',
  auto: true,
  badge: { icon: Grid3x3, tint: 'text-violet-300' },
  rules: [
    'Pick 1 to 10 of the 40 squares; 10 squares are drawn. Your payout depends on how many of your picks are hit and the risk level.',
  ],
  fairness: {
    verifier: 'keno',
    floats: 'Ten floats: the ten squares drawn.',
    steps: [
      SPLICE_STEP,
      'Ten squares are spliced out of 1–40. Your picks that were drawn are hits; the table for (picks, risk) pays by the number of hits.',
    ],
    files: ['keno.ts'],
  },
  outcome: () => import('./picture'),
};
