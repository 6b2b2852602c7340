import { Clover } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Clover Cross: everything the web shows of it but its screen (Screen.tsx). */
export const cloverCross: GameDescriptor = {
  slug: 'clovercross',
  api: 'clovercross',
  name: 'Clover Cross',
  tagline: 'Cross the lanes, avoid the traps.',
  kind: 'step',
  auto: false,
  badge: { icon: Clover, tint: 'text-lime-300' },
  rules: [
    'Cross up to 20 lanes; each lane may hide a trap. Easy, medium, hard and daring hide 1, 3, 5 and 10 traps per 25.',
    'Every lane crossed raises the multiplier; cash out before a trap.',
  ],
  fairness: {
    verifier: 'clovercross',
    floats: 'Twenty floats: one per lane.',
    steps: [
      'Lane i uses float i: it hides a trap when floor(f × 25) < traps (easy 1, medium 3, hard 5, daring 10), else a clover.',
      'After k lanes the multiplier is 0.99 ÷ P(k clovers), rounded down to 2 decimals.',
    ],
    files: ['clovercross.ts', 'mines.ts'],
  },
  outcome: () => import('./picture'),
};
