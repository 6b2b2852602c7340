import { Bomb } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';
import { SPLICE_STEP } from '../fairness-text';

/** Mines: everything the web shows of it but its screen (Screen.tsx). */
export const mines: GameDescriptor = {
  slug: 'mines',
  api: 'mines',
  name: 'Mines',
  tagline: 'Find the gems, dodge the mines.',
  kind: 'step',
  auto: true,
  badge: { icon: Bomb, tint: 'text-amber-300' },
  rules: [
    'Choose 1 to 24 mines hidden among 25 tiles. Every safe tile you reveal raises the multiplier; cash out any time. A mine ends the game.',
    'Multipliers are 99% ÷ the chance of revealing that many safe tiles.',
  ],
  fairness: {
    verifier: 'mines',
    floats: 'One float per mine (1 to 24).',
    steps: [
      SPLICE_STEP,
      'The first `mines` tiles spliced out of 0–24 (row by row on the 5×5 grid, top left is 0) hold the mines.',
      'After k safe tiles the cash-out multiplier is 0.99 ÷ P(k safe tiles), rounded down to 2 decimals.',
    ],
    files: ['mines.ts'],
  },
  outcome: () => import('./picture'),
};
