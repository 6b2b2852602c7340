import { Swords } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Duels: everything the web shows of it but its screen (Screen.tsx). */
export const duels: GameDescriptor = {
  slug: 'duels',
  api: 'duels',
  name: 'Duels',
  tagline: 'Two dice each, winner takes the pot.',
  kind: 'live',
  auto: false,
  badge: { icon: Swords, tint: 'text-yellow-300' },
  rules: [
    'Create a duel with your play, or join one. Each side rolls two dice; the higher total takes the pot (twice the play). Equal totals return each play.',
    "The host's seed is committed by its hash before anyone joins; the guest's seed is chosen on joining. Both are shown when the duel ends.",
  ],
  fairness: {
    verifier: 'duel',
    floats: 'Four floats from the two players’ seeds.',
    steps: [
      'The host’s seed is committed by its SHA-256 hash when the duel is created and revealed when it ends; the guest chooses their seed when joining (and may lock it).',
      'Floats come from HMAC_SHA256(host seed, `guest seed:1:round`) — nonce 1, so the three values on the duel (host seed hash, host seed, guest seed) are all you need.',
      'In order: host first die, host second die, guest first die, guest second die; a die is floor(f × 6) + 1.',
      'The higher total takes the pot (twice the play); equal totals are a draw and each play returns.',
    ],
    files: ['duel.ts'],
  },
  outcome: () => import('./picture'),
};
