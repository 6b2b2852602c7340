import type { SeedPair } from '@casino/fairness';
import type { z } from 'zod';
import type { SeededGame } from '../catalog';
import type { HouseEdges } from '../house-edges';

/** What one move of a step game did. */
export interface StepResult<State> {
  state: State;
  /** An extra stake the move costs (a blackjack double, split or insurance), in minor units. */
  extraStake?: bigint;
  /** Set when the move ends the game: everything returned to the player, in minor units. */
  payout?: bigint;
}

/**
 * A game played in moves on one seed pair and nonce (mines, tower, clover cross, blackjack). Its state
 * is kept on the bet row between moves, so a game survives restarts and is resumed where it stood.
 */
export interface StepGame<State, Start, Move> {
  game: SeededGame;
  startSchema: z.ZodType<Start & { wager: bigint }>;
  moveSchema: z.ZodType<Move>;
  /** The largest multiplier the game could reach, for the maximum-payout limit. */
  maxMultiplier(start: Start): number;
  start(start: Start, seeds: SeedPair, wager: bigint, edges: HouseEdges): StepResult<State>;
  move(state: State, move: Move, seeds: SeedPair, wager: bigint, edges: HouseEdges): StepResult<State>;
  /** What the player sees: hidden parts (mines, the hole card) only once the game has ended. */
  view(
    state: State,
    seeds: SeedPair,
    finished: boolean,
    wager: bigint,
    edges: HouseEdges,
  ): Record<string, unknown>;
}

/** A refused move: the game and the coins stay as they were. */
export class MoveError extends Error {}
