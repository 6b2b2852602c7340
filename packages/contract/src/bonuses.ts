import { z } from 'zod';
import { coinPairSchema, coinPairShape, coinsText, parseAmount } from './money';
import { requiredText } from './text';
import { balanceSchema } from './user';

/**
 * Spec §9's daily bonus ladder, by day of the streak (1 to 7), in whole coins: days 1-3 5,000 GC and
 * 0.1 SC, day 4 10,000 / 0.2, day 5 20,000 / 0.2, days 6-7 20,000 / 0.3.
 */
export const DAILY_BONUS_LADDER = [
  { day: 1, gc: '5000.00', sc: '0.10' },
  { day: 2, gc: '5000.00', sc: '0.10' },
  { day: 3, gc: '5000.00', sc: '0.10' },
  { day: 4, gc: '10000.00', sc: '0.20' },
  { day: 5, gc: '20000.00', sc: '0.20' },
  { day: 6, gc: '20000.00', sc: '0.30' },
  { day: 7, gc: '20000.00', sc: '0.30' },
] as const;

/** Spec §9: the daily bonus can be claimed again 24 h after the last claim. */
export const DAILY_BONUS_EVERY_HOURS = 24;
/** A claim more than 48 h after the previous one (a whole day missed) starts the streak at day 1 again. */
export const DAILY_STREAK_BREAKS_AFTER_HOURS = 48;
/** Spec §9: a top-up gives 1,000 GC when the GC balance is under 10, and the next one waits 4 minutes. */
export const TOP_UP = { gc: '1000.00', under: '10.00', everyMinutes: 4 } as const;

/** Spec §8's wallet texts and success toasts, and the server's refusals of a claim. */
export const BONUS_TEXTS = {
  dailyClaimed: 'Daily Bonus Claimed successfully',
  topUpClaimed: 'Topup Claimed successfully',
  reloadClaimed: 'Reload claimed successfully',
  fetchDailyFailed: 'Unable to fetch claimed bonuses!',
  claimDailyFailed: 'Unable to claim daily bonus!',
  fetchTopUpFailed: 'Unable to fetch claimed top up!',
  claimTopUpFailed: 'Unable to claim top up!',
  errorTitle: 'Uh-oh',
  errorText: 'Something went wrong',
  reloadStatusFailed: 'Error fetching reload status',
  reloadClaimFailed: 'Error claiming reload',
  promotionFailed: 'Failed to claim promotion',
  emailUnverified: 'Please verify your email address first.',
  dailyNotReady: 'Your next daily bonus is not ready yet.',
  topUpNotReady: 'Your next top-up is not ready yet.',
  topUpBalanceTooHigh: 'A top-up is available when your Gold Coins balance is under 10.',
  reloadUnavailable: 'No reload is available right now.',
  codeUnknown: 'This bonus code is not valid.',
  codeNotStarted: 'This bonus code is not active yet.',
  codeExpired: 'This bonus code has expired.',
  codeUsed: 'You have already claimed this bonus code.',
  codeExhausted: 'This bonus code has been fully claimed.',
  codeExists: 'A bonus code with this name already exists.',
  vipBonusNone: 'This VIP bonus is not available to claim.',
  vipBonusClaimed: 'VIP bonus claimed successfully',
  rakebackNone: 'There is no rakeback to claim yet.',
  rakebackClaimed: 'Rakeback claimed successfully',
  lossbackNotOver: 'This week’s lossback can be claimed once the week is over.',
  lossbackExpired: 'This week’s lossback has expired.',
  lossbackNone: 'There is no lossback to claim for this week.',
  lossbackUsed: 'You have already claimed this week’s lossback.',
  lossbackClaimed: 'Lossback claimed successfully',
} as const;

/** 'Bonus code claimed: 5,000.00 GC and 1.00 SC' (the parts that are not zero). */
export function codeClaimedText(gc: string, sc: string): string {
  return `Bonus code claimed: ${coinsText(gc, sc)}`;
}

/** How long until something can be claimed again (spec §3 `difference`); zeros when it can be now. */
export const differenceSchema = z.object({
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
});
export type Difference = z.infer<typeof differenceSchema>;

/** When a bonus can be claimed next: the countdown, and the moment it ends (null when it can be now). */
const nextClaimShape = {
  difference: differenceSchema,
  next_claim_at: z.string().nullable(),
};

/** `GET /api/hourly-bonus?fp=`: spec §3's daily bonus status, with the streak and the whole ladder. */
export const dailyBonusStatusSchema = z.object({
  /** The day the next claim is (the streak's next day, or day 1 once broken) and what it gives. */
  possible_claim: z.object({ stage: z.number().int(), ...coinPairShape }),
  ...nextClaimShape,
  /** Days claimed in a row so far (0 to 7). */
  streak: z.number().int(),
  ladder: z.array(z.object({ day: z.number().int(), ...coinPairShape })),
});
export type DailyBonusStatus = z.infer<typeof dailyBonusStatusSchema>;

export const fingerprintQuerySchema = z.object({ fp: z.string().max(200).optional() });

/**
 * `POST /api/hourly-bonus` (spec §7). The radar fields are what the web app's own location SDK saw; the
 * server decides from its own latest location check, so they are accepted and not trusted.
 */
export const claimDailyBonusSchema = z.object({
  fp: z.string().max(200).optional(),
  radar_id: z.string().max(200).optional(),
  radar_country: z.string().max(10).optional(),
  radar_state: z.string().max(10).optional(),
  is_location_valid: z.boolean().optional(),
  captcha: z.string().optional(),
});

/** What every claim answers: the success toast, what it gave (SC is zero in a GC-only state) and the wallet. */
export const bonusClaimedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...coinPairShape,
  balance: balanceSchema,
});
export type BonusClaimed = z.infer<typeof bonusClaimedSchema>;

/** `GET /api/getlastgctopup`: spec §3's last top-up status. */
export const topUpStatusSchema = z.object({
  ...nextClaimShape,
  /** True when the countdown is over and the GC balance is under the threshold. */
  claimable: z.boolean(),
  gc: z.string(),
  under: z.string(),
});
export type TopUpStatus = z.infer<typeof topUpStatusSchema>;

/** `GET /api/reload/get-status`: spec §3's reload status (`timer` in seconds). */
export const reloadStatusSchema = z.object({
  /** A purchase can be reloaded now. */
  reload: z.boolean(),
  /** The last reload is too recent: `timer` counts down to the next. */
  cooldown: z.boolean(),
  /** Seconds until the cooldown ends, or (when a reload is available) until its window closes. */
  timer: z.number().int(),
  /** The reload's GC ("0.00" when none). */
  amount: z.string(),
  sc: z.string(),
});
export type ReloadStatus = z.infer<typeof reloadStatusSchema>;

const codeText = requiredText('Enter a bonus code.', { max: 64, tooLong: 'Enter a bonus code.' }).regex(
  /^[A-Za-z0-9_-]+$/,
  'A bonus code has letters, digits, - and _ only.',
);

/** `POST /api/bonus` `{code, fp}`: a bonus, promotion (`promo_code`) or weekly code. */
export const claimBonusCodeSchema = z.object({ code: codeText, fp: z.string().max(200).optional() });

export const BONUS_CODE_KINDS = ['bonus', 'promotion', 'weekly'] as const;

const coinAmount = (field: string) =>
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, `Enter ${field} such as 5000 or 0.50.`)
    .refine((text) => parseAmount(text) !== null, `Enter ${field} such as 5000 or 0.50.`);

/** What staff give (a bonus code per claim, a VIP bonus): each coin in coins, 0 when left out. */
export const coinsToGiveShape = {
  gc: coinAmount('Gold Coins').default('0'),
  sc: coinAmount('Sweeps Coins').default('0'),
};

/** Staff give something: Gold Coins, Sweeps Coins or both. */
export const givesCoins = (form: { gc: string; sc: string }) =>
  parseAmount(form.gc) !== 0n || parseAmount(form.sc) !== 0n;

/** `POST /api/admin/bonus-codes`: staff create a code; gc and/or sc in coins. */
export const createBonusCodeSchema = z
  .object({
    code: codeText,
    kind: z.enum(BONUS_CODE_KINDS).default('bonus'),
    title: z.string().trim().min(1, 'Give the code a title.').max(100),
    ...coinsToGiveShape,
    max_claims: z.number().int().positive().nullable().default(null),
    starts_at: z.iso.datetime({ offset: true }).optional(),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine(givesCoins, {
    message: 'A code gives Gold Coins, Sweeps Coins or both.',
    path: ['gc'],
  });
export type CreateBonusCode = z.infer<typeof createBonusCodeSchema>;

export const bonusCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(BONUS_CODE_KINDS),
  title: z.string(),
  ...coinPairShape,
  max_claims: z.number().nullable(),
  claims: z.number(),
  starts_at: z.string(),
  expires_at: z.string().nullable(),
});
export type BonusCode = z.infer<typeof bonusCodeSchema>;

/** Spec §3's VIP bonus, with both coins it gives (`reward_amount` is its GC). */
export const vipBonusSchema = z.object({
  bonus_id: z.number(),
  notification_id: z.number(),
  reward_type: z.string(),
  reward_amount: z.string(),
  ...coinPairShape,
  created_at: z.string(),
});
export type VipBonus = z.infer<typeof vipBonusSchema>;

/** `GET /api/vip-bonus`: the VIP bonuses awarded to the player and not claimed yet. */
export const vipBonusesSchema = z.object({ bonuses: z.array(vipBonusSchema) });

/** Realtime on `App.User.{id}` when staff award a VIP bonus: the web app stores it and opens /vip-bonus. */
export const VIP_BONUS_EVENT = 'VipBonusApproved';

export const vipBonusParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/, 'No such VIP bonus.')
    .transform(BigInt),
});

/** `POST /api/admin/users/:id/vip-bonus`: staff award a VIP bonus. */
export const awardVipBonusSchema = z
  .object({
    reward_type: z.string().trim().min(1).max(60).default('VIP Bonus'),
    ...coinsToGiveShape,
  })
  .refine(givesCoins, {
    message: 'A VIP bonus gives Gold Coins, Sweeps Coins or both.',
    path: ['gc'],
  });

/** `GET /api/users/rakeback`: what the plays since the last claim have accrued, per coin. */
export const rakebackSchema = z.object({
  ...coinPairShape,
  /** The share of the house edge paid back, in percent. */
  percent: z.number(),
  plays: z.number().int(),
  last_claimed_at: z.string().nullable(),
});
export type Rakeback = z.infer<typeof rakebackSchema>;

/** A lossback week's code: its ISO week ('2026-W47'), or 'latest' for the last finished week. */
export const lossbackParamsSchema = z.object({
  userId: z
    .string()
    .regex(/^\d{1,18}$/, 'No such player.')
    .transform(BigInt),
  code: z.string().regex(/^(latest|\d{4}-W\d{2})$/, 'No such lossback week.'),
});

/** `GET /api/users/{userId}/lossback-records/{code}`: one week's net loss and its lossback. */
export const lossbackRecordSchema = z.object({
  code: z.string(),
  week_start: z.string(),
  week_end: z.string(),
  /** Until when the lossback can be claimed (7 days after the week ends). */
  expires_at: z.string(),
  net_loss: coinPairSchema,
  lossback: coinPairSchema,
  percent: z.number(),
  claimed: z.boolean(),
  claimable: z.boolean(),
});
export type LossbackRecord = z.infer<typeof lossbackRecordSchema>;
