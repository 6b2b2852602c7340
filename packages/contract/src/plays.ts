import { z } from 'zod';
import { coinSchema } from './money';
import { queryInteger } from './query';

/*
 * The house games' core calls (seed pairs, instant plays, step games, bet history, a bet's detail):
 * what they take and what they answer. The server declares them on its routes; the web app reads the
 * same types.
 */

/** A seed pair as every view of it shows it: the server seed only as its hash until the pair is revealed. */
const seedPairShape = {
  nonce: z.number(),
  server_seed_hash: z.string(),
  client_seed: z.string().nullable(),
};

/** GET /api/{game}/seeds */
export const seedPairViewSchema = z.object({
  ...seedPairShape,
  /** Only on a pair that has been rotated away. */
  server_seed: z.string().optional(),
});
export type SeedPairView = z.infer<typeof seedPairViewSchema>;

/** A pair rotated away: its server seed is shown now. */
export const revealedPairSchema = seedPairViewSchema.extend({ server_seed: z.string() });

/** POST /api/{game}/seeds: the pair revealed and the one in force now. */
export const seedRotationSchema = z.object({ previous: revealedPairSchema, current: seedPairViewSchema });

/** GET /api/server_seeds: the player's pairs, newest first. */
export const seedHistorySchema = z.object({
  data: z.array(
    z.object({
      game: z.string(),
      active: z.boolean(),
      ...seedPairShape,
      server_seed: z.string().nullable(),
      created_at: z.string(),
      revealed_at: z.string().nullable(),
    }),
  ),
});

/** POST /api/server_seeds: rotates every game's pair, optionally to a new client seed. */
export const generalSeedSchema = z.object({ client_seed: z.string().trim().min(1).max(64).optional() });

/** What POST /api/server_seeds answers per game: its rotation, or why it was refused (a game in progress). */
export const seedRotationsSchema = z.object({
  data: z.array(
    z.union([
      seedRotationSchema.extend({ game: z.string() }),
      z.object({ game: z.string(), error: z.string() }),
    ]),
  ),
});

/** The player of a bet as others see it: null for a private player, to everyone but themselves. */
export const betPlayerSchema = z.object({ id: z.string(), username: z.string().nullable() }).nullable();

/** A row of the bet history (spec §3 "Bet history row"). */
export const betHistoryRowSchema = z.object({
  id: z.string(),
  game_id: z.string(),
  /** The API name (dicing, limbo, ...), for links to casino/{game}/history/{id}. */
  game: z.string(),
  game_name: z.string(),
  user: betPlayerSchema,
  user_id: z.string().nullable(),
  wager: z.string(),
  game_mode: coinSchema,
  multiplier: z.string(),
  profit: z.string(),
  payout: z.string(),
  timestamp: z.string(),
});
export type BetHistoryRow = z.infer<typeof betHistoryRowSchema>;

/** GET /api/bets/{id} */
export const betDetailSchema = betHistoryRowSchema.extend({
  outcome: z.unknown(),
  server_seed_hash: z.string().nullable(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  nonce: z.number().nullable(),
  /**
   * For games not played on a seed pair, what checks them: crash's round (hash once crashed, salt,
   * crash point), or a duel's three values (host seed hash, host seed, guest seed).
   */
  verification: z.record(z.string(), z.unknown()).optional(),
});
export type BetDetail = z.infer<typeof betDetailSchema>;

export const betParamsSchema = z.object({ id: z.string() });

/** GET /api/history/{tab}: the player's own plays, everyone's, the big wins, the race's. */
export const HISTORY_TABS = ['mine', 'all', 'big', 'race'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
/** Spec §9: rows 10/20/35/50, cap about 51. */
export const HISTORY_MAX_ROWS = 50;

export const historyParamsSchema = z.object({ tab: z.enum(HISTORY_TABS) });

export const historyQuerySchema = z.object({
  rows: queryInteger('rows must be a whole number.')
    .pipe(z.number().min(1).max(HISTORY_MAX_ROWS))
    .default(10),
  game: z.string().max(40).optional(),
});

export const betHistorySchema = z.object({ data: z.array(betHistoryRowSchema) });

/** What every instant play answers: the bet, its outcome and the balance after it. */
export const playResultSchema = z.object({
  bet: betHistoryRowSchema,
  outcome: z.unknown(),
  balance: z.string(),
  game_mode: coinSchema,
});
export type PlayResult<Outcome = unknown> = Omit<z.infer<typeof playResultSchema>, 'outcome'> & {
  outcome: Outcome;
};

/** The answer to every step-game call: the game as the player may see it, and their balance. */
export const stepGameViewSchema = z.object({
  id: z.string(),
  game: z.string(),
  status: z.enum(['active', 'settled']),
  wager: z.string(),
  game_mode: coinSchema,
  state: z.record(z.string(), z.unknown()),
  payout: z.string().nullable(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  balance: z.string(),
  /** The history row, once the game has ended. */
  bet: betHistoryRowSchema.optional(),
});
export type StepGameView = z.infer<typeof stepGameViewSchema>;

/** GET /api/{step game}: the game in progress, if any. */
export const activeStepGameSchema = z.object({ game: stepGameViewSchema.nullable() });
