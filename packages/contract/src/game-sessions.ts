import { z } from 'zod';
import { SOFTWARES } from './catalog';
import { coinSchema } from './money';

/**
 * Spec §7 `POST /api/games/{software}/session` (the spec names relax's; every software of a game link
 * shape has its own): opens a third-party game for the signed-in player in one coin and answers the URL
 * the game page shows in its iframe. `balance` and `fiat` are what the spec's client sends; the wallet's
 * balance is the only one that counts, so the server reads neither.
 */
export const gameSessionRequestSchema = z.object({
  channel: z.enum(['mobile', 'web']),
  gameId: z.number().int().positive(),
  fiat: z.string().max(8).optional(),
  gameMode: z.literal('real'),
  currencyType: coinSchema,
  balance: z.union([z.string(), z.number()]).optional(),
});
export type GameSessionRequest = z.infer<typeof gameSessionRequestSchema>;

/** A third-party game software (spec §2 game link shapes); house games are not launched. */
export const gameSoftwareSchema = z.enum(SOFTWARES);
export type GameSoftware = z.infer<typeof gameSoftwareSchema>;

export const gameSessionSchema = z.object({
  /** The provider's game, to open in an iframe. */
  url: z.string(),
  coin: coinSchema,
  /** When the launch token stops admitting new bets; wins and rollbacks are still paid after it. */
  expires_at: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;
