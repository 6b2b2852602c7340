import { z } from 'zod';
import { coinSchema } from './money';
import { freeSpinsGameSchema } from './wallet';

/**
 * Free rounds a player was given (a bundle's Free Spins reward): granted through the game's provider,
 * which plays them; `pending` until the provider has them, `failed` when it refused them for good,
 * `cancelled` when the purchase that gave them was refunded (rounds already played stay played).
 */
export const FREE_ROUND_GRANT_STATUSES = ['pending', 'granted', 'failed', 'cancelled'] as const;

/** How long granted free rounds stay playable at the provider. */
export const FREE_ROUNDS_DAYS = 7;

export const freeRoundGrantSchema = z.object({
  id: z.number(),
  game: freeSpinsGameSchema,
  coin: coinSchema,
  rounds: z.number(),
  /** Rounds not yet played, as the provider tells it; null while pending or when it does not say. */
  rounds_left: z.number().nullable(),
  /** Each round's stake, as coins ("0.20"). */
  round_value: z.string(),
  status: z.enum(FREE_ROUND_GRANT_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
});
export type FreeRoundGrant = z.infer<typeof freeRoundGrantSchema>;

/** `GET /api/free-rounds`: the signed-in player's free rounds, newest first. */
export const freeRoundGrantsSchema = z.object({ grants: z.array(freeRoundGrantSchema) });
export type FreeRoundGrants = z.infer<typeof freeRoundGrantsSchema>;
