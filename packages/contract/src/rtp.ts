import { z } from 'zod';
import { SOFTWARES } from './catalog';
import { coinSchema } from './money';
import { queryInteger } from './query';

/**
 * Measured RTP, public (GET /api/rtp, GET /api/rtp/{gameId}): each catalog game's theoretical return
 * beside what its settled rounds actually returned, per coin. Returns are ratios (0.9606 = 96.06%).
 */

/** How the theoretical return is known: a house game's edge, or a provider engine's published table. */
export const theoreticalRtpSchema = z.object({
  /** The game's documented return as a ratio, to 4 decimals; null when the catalog game has no table. */
  rtp: z.number().nullable(),
  /** The lowest and highest return its options give, when they differ (plinko's rows, a table's bets). */
  range: z.object({ low: z.number(), high: z.number() }).nullable(),
  /** A provider engine's exact return as a fraction of integers ("num/den"); null for house games. */
  exact: z.string().nullable(),
  source: z.enum(['house', 'engine', 'unknown']),
  /** The provider engine (video-slot, ways-slot, table-game, wheel) and its table's variant. */
  engine: z.string().nullable(),
  variant: z.string().nullable(),
  /** One plain sentence on where the number comes from and whether the player's options change it. */
  note: z.string(),
});
export type TheoreticalRtp = z.infer<typeof theoreticalRtpSchema>;

/** What one coin's settled rounds of a game returned. */
export const measuredRtpSchema = z.object({
  coin: coinSchema,
  /** Settled rounds with a wager: the ones the ratio counts. */
  rounds: z.number().int(),
  /** Provider free rounds (a wager of 0): paid out, counted here, left out of the ratio. */
  freeRounds: z.number().int(),
  /** Sums in coins, decimal strings ("12.50"). */
  wagered: z.string(),
  paidOut: z.string(),
  freePaidOut: z.string(),
  /** Paid out ÷ wagered over `rounds`; null before the first round with a wager. */
  rtp: z.number().nullable(),
  /** The 95% confidence interval of `rtp`; null with fewer than two rounds. */
  interval: z.object({ low: z.number(), high: z.number() }).nullable(),
});
export type MeasuredRtp = z.infer<typeof measuredRtpSchema>;

export const gameRtpSchema = z.object({
  /** The catalog game's id (`games.id`). */
  gameId: z.number().int(),
  title: z.string(),
  /** The provider's name, and its slug (what the lobby's game links are built from). */
  provider: z.string(),
  providerSlug: z.string(),
  software: z.enum([...SOFTWARES, 'house']),
  /** What the lobby links by (`games.identifier`). */
  identifier: z.string(),
  theoretical: theoreticalRtpSchema,
  measured: z.object({ GC: measuredRtpSchema, SC: measuredRtpSchema }),
});
export type GameRtp = z.infer<typeof gameRtpSchema>;

export const RTP_PAGE_SIZE = 50;

/** GET /api/rtp: games with the most settled rounds first, `search` on the title. */
export const rtpListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: queryInteger().pipe(z.number().int().min(1)).optional(),
});
export type RtpListQuery = z.infer<typeof rtpListQuerySchema>;

export const rtpListSchema = z.object({
  data: z.array(gameRtpSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RtpList = z.infer<typeof rtpListSchema>;

export const rtpGameParamsSchema = z.object({ gameId: queryInteger() });
