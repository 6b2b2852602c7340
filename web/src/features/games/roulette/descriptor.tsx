import { CircleDot } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Roulette: everything the web shows of it but its screen (Screen.tsx). */
export const roulette: GameDescriptor = {
  slug: 'roulette',
  api: 'roulette',
  name: 'Roulette',
  tagline: 'Single-zero European wheel.',
  kind: 'instant',
  auto: false,
  badge: { icon: CircleDot, tint: 'text-rose-300' },
  rules: [
    'Single-zero wheel with 37 pockets. Straight up pays 36×, dozens and columns 3×, even-money bets 2×.',
    'Place chips with the bets-per-chip value; undo, clear, remove or restore your last play before spinning.',
  ],
  fairness: {
    verifier: 'roulette',
    floats: 'One float per spin.',
    steps: [
      'pocket = floor(f × 37): the European single-zero wheel, 0 to 36.',
      'A winning bet returns 36 ÷ (pockets it covers) times its chips.',
    ],
    files: ['roulette.ts'],
  },
  outcome: () => import('./picture'),
};
