import { Castle } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';
import { SPLICE_STEP } from '../fairness-text';

/** Tower: everything the web shows of it but its screen (Screen.tsx). */
export const tower: GameDescriptor = {
  slug: 'latergator',
  api: 'tower',
  name: 'Tower',
  tagline: 'Climb nine levels, one safe tile at a time.',
  kind: 'step',
  auto: false,
  badge: { icon: Castle, tint: 'text-emerald-300' },
  rules: [
    'Climb nine levels by picking a safe tile on each. Easy has 3 safe tiles of 4, medium 2 of 3, hard 1 of 2, expert 1 of 3, master 1 of 4.',
    'Cash out after any level; a wrong tile ends the climb.',
  ],
  fairness: {
    verifier: 'tower',
    floats: 'Nine levels × the safe tiles of each level.',
    steps: [
      SPLICE_STEP,
      'Level by level, floats in order: the safe tiles are spliced out of the level’s tiles (easy 3 of 4, medium 2 of 3, hard 1 of 2, expert 1 of 3, master 1 of 4). Tiles are numbered from the left, starting at 1 here (0 in the code).',
      'After k levels the multiplier is 0.99 ÷ P(k levels), rounded down to 2 decimals.',
    ],
    files: ['tower.ts', 'mines.ts'],
  },
  outcome: () => import('./picture'),
};
