import { Triangle } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Plinko: everything the web shows of it but its screen (Screen.tsx). */
export const plinko: GameDescriptor = {
  slug: 'plinko',
  api: 'plinko',
  name: 'Plinko',
  tagline: 'Drop the ball through the pegs.',
  kind: 'instant',
  auto: true,
  badge: { icon: Triangle, tint: 'text-pink-300' },
  rules: [
    'Choose 8 to 16 rows and low, medium or high risk. The ball falls left or right at every peg.',
    'The bucket it lands in pays its multiplier. Tables return 99%.',
  ],
  fairness: {
    verifier: 'plinko',
    floats: 'One float per row (8 to 16).',
    steps: [
      'Each row: floor(f × 2) — 0 the ball goes left, 1 it goes right.',
      'The bucket is the number of rights (0 to rows); it pays the multiplier of the (risk, rows) table.',
    ],
    files: ['plinko.ts'],
  },
  outcome: () => import('./picture'),
};
