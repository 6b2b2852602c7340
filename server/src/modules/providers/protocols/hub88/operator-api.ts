import { z } from 'zod';

/**
 * Hub88's Operator API, the calls the casino makes to its aggregator: a game's launch URL
 * (`game/url`) and free rounds (the Freebets API's `freebet/rewards/*`). Each body is signed by the casino
 * with its private key (`X-Hub88-Signature`, as Hub88 signs its wallet calls to us with its own) and names
 * the casino by `operator_id`. Amounts are Hub88's integers (1.00 = 100000), currencies carry the coin.
 * The casino's client is adapters/hub88; the sandbox provider answers the same calls.
 */
export const HUB88_OPERATOR_API = '/operator/generic/v2';

const operator = { operator_id: z.number().int() };
const hub88Amount = z.number().int().positive();

/** `game/url`: open the game for this player and session token; answered `{ url }`. */
export const hub88GameUrlRequestSchema = z.object({
  ...operator,
  user: z.string().min(3),
  /** The casino's session token, which the provider's wallet calls for this game carry. */
  token: z.string().min(10).max(255),
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  game_code: z.string().min(1),
  currency: z.string().min(1),
  lang: z.string().min(2),
  lobby_url: z.string().max(255),
  country: z.string().length(2),
});
export type Hub88GameUrlRequest = z.infer<typeof hub88GameUrlRequestSchema>;
export const hub88GameUrlAnswerSchema = z.object({ url: z.string().min(1) });

/**
 * `freebet/rewards/create`: `bet_count` rounds of `bet_value` in one game until `end_time`, kept under
 * the casino's `operator_reference` (creating it again creates nothing more). Answered with the reward.
 */
export const hub88RewardCreateSchema = z.object({
  ...operator,
  user: z.string().min(3),
  game_code: z.string().min(1),
  currency: z.string().min(1),
  bet_value: hub88Amount,
  bet_count: z.number().int().positive(),
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  operator_reference: z.string().min(1),
});
export type Hub88RewardCreate = z.infer<typeof hub88RewardCreateSchema>;

/** `freebet/rewards/cancel`: what is left of one reward is not played. */
export const hub88RewardCancelSchema = z.object({ ...operator, reward_uuid: z.string().min(1) });

/** `freebet/rewards/list`: these rewards as the provider holds them (an unknown one is left out). */
export const hub88RewardListSchema = z.object({ ...operator, reward_uuids: z.array(z.string().min(1)) });

export const HUB88_REWARD_STATUSES = ['FRS_ACTIVE', 'FRS_FINISHED', 'FRS_CANCELED', 'FRS_EXPIRED'] as const;

/** One reward as the provider answers it. */
export const hub88RewardSchema = z.object({
  reward_uuid: z.string().min(1),
  operator_reference: z.string(),
  status: z.enum(HUB88_REWARD_STATUSES),
  bet_count: z.number().int().nonnegative(),
  /** Rounds not yet played. */
  bet_count_left: z.number().int().nonnegative(),
});
export type Hub88Reward = z.infer<typeof hub88RewardSchema>;

/** A call the provider refuses: a 4xx with the reason, as Hub88 answers one. */
export const hub88OperatorErrorSchema = z.object({ error: z.string() });
