import { z } from 'zod';
import { savedAccountSchema } from './bank';
import { CRYPTO_CODES } from './crypto';
import { refineCryptoDestination } from './crypto-addresses';
import { statusCounts } from './lists';
import { positiveAmountSchema } from './money';

/**
 * Redemptions (issue 14, sweepstakes rules "Redemptions"): a player turns redeemable Sweeps Coins into a
 * prize (1 SC = 1 USD) by bank transfer, gift card or crypto; staff decide each request in the back office.
 *
 *   pending_review ──approve──▶ approved ──paid──▶ paid
 *        │  │                      │
 *        │  └─cancel (player)──▶ cancelled        └─payout failed──▶ failed
 *        └──reject (staff)──▶ rejected
 *
 * Rejected, cancelled and failed return the coins to the player's redeemable SC.
 */

export const REDEMPTION_METHODS = ['bank', 'gift_card', 'crypto'] as const;
export type RedemptionMethod = (typeof REDEMPTION_METHODS)[number];

export const REDEMPTION_STATUSES = [
  'pending_review',
  'approved',
  'paid',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Statuses a request never leaves. */
export const FINAL_REDEMPTION_STATUSES: readonly RedemptionStatus[] = [
  'paid',
  'rejected',
  'cancelled',
  'failed',
];

/** Who moved a request: the player, a staff member, the payout vendor (bank, gift-card, chain). */
export const REDEMPTION_ACTORS = ['player', 'staff', 'vendor'] as const;
export type RedemptionActor = (typeof REDEMPTION_ACTORS)[number];

/** Texts both sides show. */
export const REDEMPTION_TEXTS = {
  notEnough: 'You do not have enough redeemable Sweeps Coins for this redemption.',
  unplayed: 'Only redeemable Sweeps Coins can be redeemed: play your unplayed Sweeps Coins through first.',
  belowMinimum: (minimum: string) => `The least you can redeem this way is ${minimum} SC.`,
  noBankAccount: 'Choose one of your verified bank accounts.',
  noGiftCard: 'Choose a gift card.',
  giftCardAmount: 'This gift card is not sold in this amount: choose one of its amounts.',
  badAddress: 'This address is not valid on the chosen network.',
  notPending: 'Only a request that is still pending review can be cancelled.',
  notDecidable: 'This request has already been decided.',
  notApproved: 'Only an approved request can be marked paid.',
  notFailable: 'Only an approved request can be failed.',
  payoutUnderWay:
    'The vendor payout of this request is still under way (sending, retrying or pending at the vendor): it can be settled by hand only once its payout job is dead.',
  vendorHasPayout:
    'The vendor has a payout under this request’s reference: retry its payout job to record it instead.',
  vendorUnreachable: 'The vendor could not be asked whether it paid this request: try again shortly.',
  noGiftCardCode: 'This request has no gift card code.',
  notEnoughRedeemable: (minimum: string) =>
    `You need at least ${minimum} redeemable Sweeps Coins to redeem: only redeemable Sweeps Coins count, so play your unplayed Sweeps Coins through first.`,
  notFound: 'This redemption was not found.',
  unavailable: 'This way of redeeming is not available.',
} as const;

/** Sweeps Coins on the wire: a decimal string with up to two decimals, more than zero. */
const scAmount = positiveAmountSchema('Enter an amount in SC with at most two decimals.');

/** One step of a request's timeline. */
export const redemptionTimelineEntrySchema = z.object({
  status: z.enum(REDEMPTION_STATUSES),
  at: z.string(),
  actor: z.enum(REDEMPTION_ACTORS),
  /** The player's or staff member's user id; null for the vendor. */
  actor_id: z.number().nullable(),
  reason: z.string().nullable(),
});
export type RedemptionTimelineEntry = z.infer<typeof redemptionTimelineEntrySchema>;

/** A stage with a promised time: review (pending → decided) and payout (approved → paid). */
export const redemptionStageSchema = z.object({
  stage: z.enum(['review', 'payout']),
  /** When the stage is promised to end (ISO time). */
  due_at: z.string(),
  /** When it did end, or null while under way. */
  done_at: z.string().nullable(),
});
export type RedemptionStage = z.infer<typeof redemptionStageSchema>;

/** A redemption as its player sees it. */
export const redemptionSchema = z.object({
  id: z.number(),
  method: z.enum(REDEMPTION_METHODS),
  /** SC, decimal string; the prize is the same in USD. */
  amount: z.string(),
  status: z.enum(REDEMPTION_STATUSES),
  /** Where the prize goes, shown without secrets: "Chase ••1234", "Amazon gift card", "BTC 1A1z…fNa". */
  destination: z.string(),
  /** The staff's reason for a rejection, or the payout's failure. */
  reason: z.string().nullable(),
  /** The vendor's or staff's payout reference once paid (disbursement id, tx hash, bank reference). */
  payout_reference: z.string().nullable(),
  /**
   * The gift card's code once issued: in full only to its player; masked to staff
   * (`••••-••••-••••-ABCD`), who see it whole only through an audited reveal.
   */
  gift_card_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  stages: z.array(redemptionStageSchema),
  timeline: z.array(redemptionTimelineEntrySchema),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** `GET /api/redemptions`: the player's requests, newest first. */
export const redemptionListSchema = z.object({ redemptions: z.array(redemptionSchema) });
export type RedemptionList = z.infer<typeof redemptionListSchema>;

/** A requirement before redeeming, and whether the player meets it. */
export const redemptionRequirementSchema = z.object({
  /** `balance`: enough redeemable SC for the least request (unplayed SC do not count). */
  requirement: z.enum(['identity', 'email', 'location', 'tax_details', 'balance']),
  met: z.boolean(),
  /** Why it is needed, or what to do, in the player's words. */
  message: z.string(),
});
export type RedemptionRequirement = z.infer<typeof redemptionRequirementSchema>;

/** One way to redeem, its minimum, and whether it can be used now. */
export const redemptionMethodOptionSchema = z.object({
  method: z.enum(REDEMPTION_METHODS),
  minimum: z.string(),
  available: z.boolean(),
});

/** A brand of the gift-card vendor's catalog and the amounts (SC = USD) it sells. */
export const giftCardOptionSchema = z.object({
  brand: z.string(),
  name: z.string(),
  /** The only amounts sold ("25.00"), or null when any whole amount from `min` to `max` is. */
  denominations: z.array(z.string()).nullable(),
  min: z.string(),
  max: z.string(),
});
export type GiftCardOption = z.infer<typeof giftCardOptionSchema>;

/** `GET /api/redemptions/options`: everything the redeem screen needs. */
export const redemptionOptionsSchema = z.object({
  /** SC the player may redeem now. */
  redeemable: z.string(),
  /** SC still to be played through (not redeemable). */
  unplayed: z.string(),
  methods: z.array(redemptionMethodOptionSchema),
  /** The promised time of each stage, in hours. */
  promised_hours: z.object({ review: z.number(), payout: z.number() }),
  /** The player's verified bank accounts. */
  bank_accounts: z.array(savedAccountSchema),
  gift_cards: z.array(giftCardOptionSchema),
  requirements: z.array(redemptionRequirementSchema),
  /** True when every requirement is met. */
  can_redeem: z.boolean(),
});
export type RedemptionOptions = z.infer<typeof redemptionOptionsSchema>;

/** `POST /api/redemptions` (send an Idempotency-Key). */
export const redemptionRequestSchema = z
  .object({
    method: z.enum(['bank', 'gift_card']),
    amount: scAmount,
    bankAccountId: z.number().int().positive().optional(),
    giftCardBrand: z.string().trim().min(1).max(64).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.method === 'bank' && request.bankAccountId === undefined)
      ctx.addIssue({ code: 'custom', path: ['bankAccountId'], message: REDEMPTION_TEXTS.noBankAccount });
    if (request.method === 'gift_card' && request.giftCardBrand === undefined)
      ctx.addIssue({ code: 'custom', path: ['giftCardBrand'], message: REDEMPTION_TEXTS.noGiftCard });
  });
export type RedemptionRequest = z.input<typeof redemptionRequestSchema>;

/**
 * `POST /api/coins/withdraw` (spec §7): a crypto redemption; `amount` is in SC (= USD), sent as the
 * coin at the configured rate. The address and tag are checked for the network `currency` names.
 */
export const cryptoWithdrawalRequestSchema = z
  .object({
    currency: z.enum(CRYPTO_CODES),
    amount: scAmount,
    address: z.string().trim().min(1, 'Enter the address to send to.').max(128),
    tag: z.string().trim().max(64).nullable().optional(),
    network: z.string().trim().min(1).max(64),
  })
  .superRefine(refineCryptoDestination);
export type CryptoWithdrawalRequest = z.input<typeof cryptoWithdrawalRequestSchema>;

export const redemptionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Realtime `redemption-updated` on `App.User.{id}`: the request as it now stands. */
export const REDEMPTION_UPDATED_EVENT = 'redemption-updated';
export const redemptionUpdatedEventSchema = z.object({ redemption: redemptionSchema });
export type RedemptionUpdatedEvent = z.infer<typeof redemptionUpdatedEventSchema>;

/** `GET /api/admin/redemptions` filters. */
export const adminRedemptionQuerySchema = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  method: z.enum(REDEMPTION_METHODS).optional(),
  userId: z.coerce.number().int().positive().optional(),
});
export type AdminRedemptionQuery = z.infer<typeof adminRedemptionQuerySchema>;

/**
 * Where the vendor payout of an approved request stands, from its payout job: `sending` (queued or
 * running), `retrying` (failed, another attempt to come: the vendor out of reach), `dead` (out of
 * attempts: staff retry it, or settle it by hand once the vendor confirms it paid nothing),
 * `pending_vendor` (a bank payout the vendor has taken and not yet settled).
 */
export const REDEMPTION_PAYOUT_STATES = ['sending', 'retrying', 'dead', 'pending_vendor'] as const;
export type RedemptionPayoutState = (typeof REDEMPTION_PAYOUT_STATES)[number];

/** A request in the staff queue: the player's view plus who asked and how near its promise is. */
export const adminRedemptionSchema = redemptionSchema.extend({
  user: z.object({ id: z.number(), username: z.string() }),
  /** The current stage's promised end, or null once final. */
  due_at: z.string().nullable(),
  /** Past its promised time. */
  overdue: z.boolean(),
  /** Within the warning window (REDEMPTION_DUE_SOON_HOURS) of its promised time. */
  due_soon: z.boolean(),
  /** Where the vendor payout stands while approved (null otherwise); staff look at `retrying` and `dead`. */
  payout: z.enum(REDEMPTION_PAYOUT_STATES).nullable(),
  /** The payout job's last error, while it is retrying or dead. */
  payout_error: z.string().nullable(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

export const adminRedemptionQueueSchema = z.object({
  redemptions: z.array(adminRedemptionSchema),
  /** Requests per status over the whole queue (method and userId filters applied, status not). */
  counts: statusCounts(REDEMPTION_STATUSES),
});
export type AdminRedemptionQueue = z.infer<typeof adminRedemptionQueueSchema>;

/** Why staff return a request's coins, in words the player reads. */
const reasonToPlayerSchema = z.object({
  reason: z.string().trim().min(3, 'Give the player a reason.').max(500),
});

/** `POST /api/admin/redemptions/:id/reject`. */
export const rejectRedemptionSchema = reasonToPlayerSchema;

/** `POST /api/admin/redemptions/:id/fail`: the vendor paid nothing; the coins go back, with this reason. */
export const failRedemptionSchema = reasonToPlayerSchema;

/** `POST /api/admin/redemptions/:id/reveal-code`: the gift card's code in full (the reveal is audited). */
export const revealedGiftCardCodeSchema = z.object({ code: z.string() });

/** `POST /api/admin/redemptions/:id/mark-paid`: paid outside the vendor, with its reference. */
export const markRedemptionPaidSchema = z.object({
  reference: z.string().trim().min(1, 'Enter the payment reference.').max(100),
});
