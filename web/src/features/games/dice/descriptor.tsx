import { Dices } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Dice: everything the web shows of it but its screen (Screen.tsx). */
export const dice: GameDescriptor = {
  slug: 'dice',
  api: 'dicing',
  name: 'Dice',
  tagline: 'Roll over or under your target.',
  kind: 'instant',
  auto: true,
  badge: { icon: Dices, tint: 'text-sky-300' },
  rules: [
    'Choose a multiplier between 1.01× and 5000×; the win chance is 90 ÷ multiplier.',
    'Roll over wins when the roll is above 100 − chance; roll under wins below the chance. Click the track to switch.',
    'The roll is a number from 0.00 to 100.00 drawn from your seeds.',
  ],
  fairness: {
    verifier: 'dice',
    floats: 'One float per roll.',
    steps: [
      'roll = floor(f × 10001) / 100, a number from 0.00 to 100.00 in steps of 0.01.',
      'The win chance is 90 ÷ multiplier; the winning rolls are n = floor(chance × 10001 / 100) of the 10,001.',
      'Roll over wins when the roll is above 100 − n/100; roll under wins below n/100.',
    ],
    files: ['dice.ts'],
  },
  outcome: () => import('./picture'),
};
