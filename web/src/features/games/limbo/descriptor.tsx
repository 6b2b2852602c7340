import { Target } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Limbo: everything the web shows of it but its screen (Screen.tsx). */
export const limbo: GameDescriptor = {
  slug: 'limbo',
  api: 'limbo',
  name: 'Limbo',
  tagline: 'Pick a target multiplier and beat it.',
  kind: 'instant',
  auto: true,
  badge: { icon: Target, tint: 'text-fuchsia-300' },
  rules: [
    'Set a target multiplier from 1.01× to 1,000,000×. The game draws a result multiplier; if it reaches your target you win wager × target.',
    'The chance to reach a target t is 99% ÷ t (1% house edge).',
  ],
  fairness: {
    verifier: 'limbo',
    floats: 'One float per play.',
    steps: [
      'result = floor(1e8 / (f × 1e8) × (1 − edge) × 100) / 100, at least 1.00 (edge 1%).',
      'The play wins when the result reaches the target, paying wager × target.',
    ],
    files: ['limbo.ts'],
  },
  outcome: () => import('./picture'),
};
