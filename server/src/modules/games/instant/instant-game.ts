import type { SeedPair } from '@casino/fairness';
import type { z } from 'zod';
import type { SeededGame } from '../catalog';
import type { HouseEdges } from '../house-edges';

/** The settled result of one instant play, before it is written. */
export interface InstantOutcome {
  payout: bigint;
  outcome: Record<string, unknown>;
}

/**
 * One instant game: how its request is read, what it stakes, its largest possible multiplier (for the
 * maximum-payout limit, checked before the outcome is known) and how a seed pair settles it.
 */
export interface InstantGame<Params> {
  game: SeededGame;
  schema: z.ZodType<Params>;
  wager(params: Params): bigint;
  maxMultiplier(params: Params): number;
  settle(seeds: SeedPair, params: Params, wager: bigint, edges: HouseEdges): InstantOutcome;
  /** The client seed the player says they play with, if the request names one. */
  clientSeed?(params: Params): string | undefined;
}

/** wager × multiplier in minor units, rounded down; multipliers have at most 3 decimals. */
export function payoutAt(wager: bigint, multiplier: number): bigint {
  return (wager * BigInt(Math.round(multiplier * 1000))) / 1000n;
}
