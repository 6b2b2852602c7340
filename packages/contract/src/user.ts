import { z } from 'zod';
import { jackpotAmountsSchema } from './catalog';
import { COINS, coinPairSchema, coinSchema } from './money';
import { policySummarySchema } from './policies';

export const RANKS = ['admin', 'mod', 'helper', 'other'] as const;
export type Rank = (typeof RANKS)[number];
export const STAFF_RANKS: readonly Rank[] = ['admin', 'mod', 'helper'];

/** The SC part of a balance: unplayed SC must be played through before it becomes redeemable. */
export const sweepsBalanceSchema = z.object({
  total: z.string(),
  unplayed: z.string(),
  redeemable: z.string(),
});
export type SweepsBalance = z.infer<typeof sweepsBalanceSchema>;

export const balanceSchema = z.object({
  game_mode: coinSchema,
  /** The balance of the coin being played, as a decimal string. */
  balance: z.string(),
  gc: z.string(),
  sc: sweepsBalanceSchema,
});
export type Balance = z.infer<typeof balanceSchema>;

/** `GET /api/user` (spec §3 "me"): the fields that exist so far. */
export const meSchema = z.object({
  id: z.number(),
  username: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  rank: z.enum(RANKS),
  balance: balanceSchema,
  game_mode: coinSchema,
  password_change_required: z.boolean(),
  is_username_set: z.boolean(),
  username_not_set: z.boolean(),
  phone_number: z.string().nullable(),
  phone_number_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  private_mode: z.boolean(),
  state: z.string(),
  total_purchases: z.string(),
  /** The vendor id of the player's approved verification; null until verified. */
  verification_id: z.string().nullable(),
  /** The vendor id of the attempt a resubmission replaced. */
  prev_verification_id: z.string().nullable(),
  can_purchase: z.boolean(),
  is_frozen: z.boolean(),
  freeze_reason: z.string().nullable(),
  /** Bundle prices ("9.99") the operator blocks for this player (spec §3). */
  purchase_limit_bundles: z.array(z.string()),
  break_type: z.string().nullable(),
  break_till_date: z.string().nullable(),
  /**
   * A self-exclusion in force (sweepstakes.md "Responsible social gameplay"), so every screen can say so
   * before the player presses anything; `till` is null while it is indefinite. Null when none is.
   */
  self_exclusion: z.object({ till: z.string().nullable() }).nullable(),
  opt_in_promo_sms: z.boolean(),
  opt_in_promo_email: z.boolean(),
  totalWagered: z.string(),
  created: z.string(),
  delete_status: z.enum(['active', 'deleted']),
  show_recent_play: z.boolean(),
  btag: z.string().nullable(),
  /** New versions of the Terms or Sweeps Rules the player has not accepted yet. */
  pending_policies: z.array(policySummarySchema),
  /** The jackpot pools in the player's game-mode coin (spec §3). */
  jackpot_amount: jackpotAmountsSchema,
});
export type Me = z.infer<typeof meSchema>;

export const rankInfoSchema = z.object({
  rank: z.enum(RANKS),
  title: z.string(),
  order: z.number().int(),
  staff: z.boolean(),
});
export type RankInfo = z.infer<typeof rankInfoSchema>;

/** `POST /api/user/balance`: the coin the player plays with from now on. */
export const gameModeSchema = z.object({ game_mode: z.enum(COINS, { error: 'Choose GC or SC.' }) });

/** An answer that only tells the player what happened. */
export const messageSchema = z.object({ message: z.string() });

export const siteConfigSchema = z.object({
  radar_enable_daily_bonus: z.boolean(),
  radar_enable_purchase: z.boolean(),
  apple_pay_enable: z.boolean(),
  paysafe_pay_by_bank_enable: z.boolean(),
  captcha_enabled: z.boolean(),
  maintenance: z.boolean(),
  signup_bonus: coinPairSchema,
  excluded_states: z.array(z.string()),
  minimum_age: z.number().int(),
  /** Guests at / see the marketing landing page (spec §2) rather than the lobby. */
  landing_enabled: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** `GET /api/captcha/challenge`: an ALTCHA (v1) challenge for the widget; empty while captcha is off. */
export const captchaChallengeSchema = z
  .object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number(),
    salt: z.string(),
    signature: z.string(),
  })
  .partial();
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** A player named in a back-office path (`/api/admin/users/:id/...`). */
export const playerIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/, 'No such player.')
    .transform(BigInt)
    .pipe(z.bigint().positive('No such player.')),
});

export const banSchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters.').max(500),
});
