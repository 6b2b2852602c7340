import { Rocket } from 'lucide-react';
import type { GameDescriptor } from '../../../house-games/descriptor';

/** Crash: everything the web shows of it but its screen (Screen.tsx). */
export const crash: GameDescriptor = {
  slug: 'crash',
  api: 'crash',
  name: 'Crash',
  tagline: 'Cash out before it crashes.',
  kind: 'live',
  auto: false,
  badge: { icon: Rocket, tint: 'text-cyan-300' },
  rules: [
    'Place a play during the betting window. The multiplier rises from 1.00× until it crashes; cash out before the crash to win wager × multiplier.',
    'Set an auto cash-out to cash out at a multiplier automatically. Crash points come from a published hash chain with a 1% edge.',
  ],
  fairness: {
    verifier: 'crash',
    floats: 'No seed pair: every round plays one hash of a chain made in advance.',
    steps: [
      'A chain of SHA-256 hashes is made once: h[n−1] = sha256(h[n]). Rounds play it from the end backwards, so each round’s hash is the SHA-256 pre-image of the round before it: nobody can choose a round’s hash.',
      'A salt chosen after the chain (unknown when it was made) is published with the chain’s last hash.',
      'h = HMAC_SHA256(key = game hash, message = salt); x = the first 8 hex characters of h as a number.',
      'crash point = floor(max(1, 2³² / (x + 1) × (1 − edge)) × 100) / 100, with edge 1%.',
    ],
    files: ['crash.ts'],
  },
  outcome: () => import('./picture'),
};
