import { z } from 'zod';
import { usernameSchema } from './auth';

/** `GET /api/stats?user=<name>`: another player's public statistics; without `user`, the caller's own. */
export const statisticsQuerySchema = z.object({ user: usernameSchema.optional() });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** How many biggest wins and biggest multipliers a coin lists. */
export const NOTABLE_PLAYS = 10;
/** How many days back the charts go (today included). */
export const STATISTICS_DAYS = 30;

/** A player's plays of one game in one coin, all time. Amounts are decimal strings; profit = paid out − wagered. */
export const gameStatisticsSchema = z.object({
  /** The bets' game: a house game's API name or a provider title's identifier. */
  game: z.string(),
  /** What the lobby calls it. */
  name: z.string(),
  plays: z.number().int(),
  wagered: z.string(),
  paidOut: z.string(),
  profit: z.string(),
});
export type GameStatistics = z.infer<typeof gameStatisticsSchema>;

/** One play among the biggest wins or biggest multipliers. */
export const notablePlaySchema = z.object({
  /** The bet's id (its history row's). */
  id: z.string(),
  game: z.string(),
  name: z.string(),
  wager: z.string(),
  payout: z.string(),
  profit: z.string(),
  /** payout / wager, 2 decimals, as the history tables show it. */
  multiplier: z.string(),
  timestamp: z.string(),
});
export type NotablePlay = z.infer<typeof notablePlaySchema>;

/** One UTC day's plays in one coin, for the charts. */
export const statisticsDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  plays: z.number().int(),
  wagered: z.string(),
  profit: z.string(),
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/** A player's statistics in one coin: Gold Coins and Sweeps Coins are never summed together. */
export const coinStatisticsSchema = z.object({
  plays: z.number().int(),
  wagered: z.string(),
  paidOut: z.string(),
  profit: z.string(),
  /** Most played first. */
  games: z.array(gameStatisticsSchema),
  /**
   * Biggest profit first: the biggest win of each game on each day the player won, so the first is the
   * biggest ever.
   */
  biggestWins: z.array(notablePlaySchema),
  /** Biggest multiplier first, drawn the same way. */
  biggestMultipliers: z.array(notablePlaySchema),
  /** The last STATISTICS_DAYS days with plays, oldest first (days without plays are left out). */
  days: z.array(statisticsDaySchema),
});
export type CoinStatistics = z.infer<typeof coinStatisticsSchema>;

/**
 * `GET /api/stats`: a player's statistics per coin, or, for another player who plays in private mode,
 * only that they are hidden (spec §2: 'Hidden', 'User has enabled private mode').
 */
export const playerStatisticsSchema = z.discriminatedUnion('hidden', [
  z.object({ hidden: z.literal(true), username: z.string() }),
  z.object({
    hidden: z.literal(false),
    username: z.string().nullable(),
    /** Whether these are the caller's own statistics. */
    own: z.boolean(),
    coins: z.object({ GC: coinStatisticsSchema, SC: coinStatisticsSchema }),
  }),
]);
export type PlayerStatistics = z.infer<typeof playerStatisticsSchema>;
