import type { SeedPair } from '@casino/fairness';
import { z } from 'zod';

/** What one move of a step game did. */
export interface StepResult<State> {
  state: State;
  /** An extra stake the move costs (a blackjack double, split or insurance), in minor units. */
  extraStake?: bigint;
  /** Set when the move ends the game: everything returned to the player, in minor units. */
  payout?: bigint;
}

/**
 * How a game played in moves on one seed pair and nonce is played (mines, tower, clover cross, blackjack):
 * its folder's `play.ts`, carried by its descriptor. Its state is kept on the bet row between moves, so a
 * game survives restarts and is resumed where it stood. `Edges` is the part of the configured house edges
 * it reads (mines reads `{ mines: number }`); it names them itself so that it needs nothing of the catalog.
 */
export interface StepPlay<State, Start, Move, Edges = unknown> {
  startSchema: z.ZodType<Start & { wager: bigint }>;
  moveSchema: z.ZodType<Move>;
  /** The largest multiplier the game could reach, for the maximum-payout limit. */
  maxMultiplier(start: Start): number;
  start(start: Start, seeds: SeedPair, wager: bigint, edges: Edges): StepResult<State>;
  move(state: State, move: Move, seeds: SeedPair, wager: bigint, edges: Edges): StepResult<State>;
  /** What the player sees: hidden parts (mines, the hole card) only once the game has ended. */
  view(
    state: State,
    seeds: SeedPair,
    finished: boolean,
    wager: bigint,
    edges: Edges,
  ): Record<string, unknown>;
}

/** A game's play typed by its own start and move schemas, as its `play.ts` declares them. */
export type StepPlayOf<
  State,
  StartSchema extends z.ZodType,
  MoveSchema extends z.ZodType,
  Edges = unknown,
> = StepPlay<State, z.infer<StartSchema>, z.infer<MoveSchema>, Edges>;

/** A refused move: the game and the coins stay as they were. */
export class MoveError extends Error {}

/**
 * A whole number from `min` to `max` in a start or a move (a mine count, a tile), refused in one sentence
 * whatever is wrong with it (missing, not a number, fractional, out of range), as the spec words it.
 */
export const wholeNumberIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A move that picks a tile (`action` names the pick: mines reveals, tower steps) or cashes out; anything
 * else is refused as "Choose '<action>' or 'cashout'.".
 */
export const tileOrCashout = <Action extends string>(action: Action, tile: z.ZodType<number>) =>
  z.discriminatedUnion(
    'action',
    [z.object({ action: z.literal(action), tile }), z.object({ action: z.literal('cashout') })],
    { error: `Choose '${action}' or 'cashout'.` },
  );

/** A difficulty named by a key of the game's table of difficulties, refused in one sentence. */
export const difficultyIn = <Difficulty extends string>(
  table: Record<Difficulty, unknown>,
  message: string,
) => z.enum(Object.keys(table) as [Difficulty, ...Difficulty[]], { error: message });
