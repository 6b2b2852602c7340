import type { VerifierName } from '@casino/fairness';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * How a game's outcomes are made, in the words of the provably fair pages (fairness.md and
 * packages/fairness/README.md), and which @casino/fairness verifier recomputes them.
 */
export interface GameFairness {
  /** The verifier of packages/fairness/src/verifiers/ (also `npm run fair -- <verifier>`). */
  verifier: VerifierName;
  /** One line: what the floats are for. */
  floats: string;
  /** How floats become the outcome, step by step. */
  steps: string[];
  /** Files of packages/fairness/src that compute it (after stream.ts). */
  files: string[];
}

/**
 * One house game on the web, in one place: its folder's `descriptor.tsx` (web/src/features/games/<slug>/)
 * holds it and `catalog.ts` lists it. The lobby, tiles, rules page, fairness pages, outcome view and
 * history read these instead of keeping their own tables.
 */
export interface GameDescriptor {
  /** The route segment of spec §2 (tower lives at /casino/latergator). */
  slug: string;
  /** The API name (dice's is dicing): routes, seeds, bets' `game`. */
  api: string;
  name: string;
  /** One line on what the game is: the landing tile's hint. */
  tagline: string;
  /** Instant games settle in one call; step games keep a game in progress; live games are shared. */
  kind: 'instant' | 'step' | 'live';
  /** Whether the game has an Auto tab (DESIGN.md: dice, limbo, plinko, keno, mines). */
  auto: boolean;
  /** The small mark a busy feed scans by (history, live bets). */
  badge: { icon: LucideIcon; tint: string };
  /** The rules page (/casino/{slug}/rules): what wins, what it pays, how it is drawn. */
  rules: string[];
  fairness: GameFairness;
  /**
   * Loads the game's outcome picture (its folder's picture.tsx) on first use: the picture and the
   * contract schemas it reads (with the fairness tables they name) would otherwise weigh on every page
   * that lists the games.
   */
  outcome: () => Promise<{ default: OutcomePicture }>;
}

/**
 * An outcome drawn for people (bet detail page and the verifier): the picture of the first of the game's
 * schemas that reads it, or null when none does.
 */
export type OutcomePicture = (outcome: unknown) => ReactNode | null;
