import { floats, type SeedPair } from '@casino/fairness';
import type { z } from 'zod';

/** The settled result of one instant play, before it is written. */
export interface InstantOutcome {
  payout: bigint;
  outcome: Record<string, unknown>;
}

/**
 * How one instant game is played, its folder's `play.ts`, carried by its descriptor: how its request is
 * read, what it stakes, its largest possible multiplier (for the maximum-payout limit, checked before the
 * outcome is known) and how a seed pair settles it. `Edges` is the part of the configured house edges it
 * reads (limbo reads `{ limbo: number }`); it names them itself so that it needs nothing of the catalog.
 */
export interface InstantPlay<Params, Edges = unknown> {
  schema: z.ZodType<Params>;
  wager(params: Params): bigint;
  maxMultiplier(params: Params): number;
  settle(seeds: SeedPair, params: Params, wager: bigint, edges: Edges): InstantOutcome;
  /** The client seed the player says they play with, if the request names one. */
  clientSeed?(params: Params): string | undefined;
}

/** wager × multiplier in minor units, rounded down; multipliers have at most 3 decimals. */
export function payoutAt(wager: bigint, multiplier: number): bigint {
  return (wager * BigInt(Math.round(multiplier * 1000))) / 1000n;
}

/** The one float a single-draw game (dice, limbo, roulette) settles on. */
export const firstFloat = (seeds: SeedPair): number => floats(seeds, 1)[0] as number;
