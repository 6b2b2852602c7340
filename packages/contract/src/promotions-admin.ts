import { z } from 'zod';
import { coinPairShape, coinSchema, formatAmount, shownAmount } from './money';
import { requiredText } from './text';

/**
 * Promotions under the operator's control (issue 20): bundle promotions (extra coins, upgrades) and
 * special discounts, created in the back office under `/api/admin/promotions` with their cost shown
 * before they are saved, and the report of SC given against purchase revenue (docs/promotions.md).
 */

/** What one use of an offer gives and takes: cents paid, coins in minor units, and its caps. */
export interface PromotionTerms {
  /** USD cents the player pays (0 for a free offer such as a bonus code). */
  priceCents: bigint;
  /** Gold Coins one use gives, before a first purchase doubles them (with GC free spins at their stake). */
  gc: bigint;
  /**
   * Sweeps Coins one use gives, with SC free spins counted at their full stake: a free spin returns
   * about its stake in redeemable SC, so it costs what SC given outright cost.
   */
  sc: bigint;
  /** How often one player may use it; null when there is no limit. */
  usesPerPlayer: number | null;
  /** How often it may be used in all; null when there is no limit. */
  maxUses: number | null;
  /** Only for a player who has never completed a purchase: the one exception to the SC rule. */
  firstPurchaseOnly: boolean;
}

export const promotionCostSchema = z.object({
  price: z.string(),
  ...coinPairShape,
  /** SC given per USD taken ("1.00" at the rule's limit); null when nothing is paid. */
  sc_per_usd: z.string().nullable(),
  gc_per_usd: z.string().nullable(),
  /** SC given above the price: what one use costs beyond the money it takes. */
  sc_over_price: z.string(),
  /** Worst case for one player: uses per player × SC; null when one player's uses are unlimited. */
  per_player_sc: z.string().nullable(),
  /** Worst case in all: maximum uses × SC; null when the uses are unlimited. */
  total_sc: z.string().nullable(),
  within_rule: z.boolean(),
  /** Why it may not be saved or sold, in the words the back office shows; null when it may. */
  refusal: z.string().nullable(),
});
export type PromotionCost = z.infer<typeof promotionCostSchema>;

/**
 * Coins (minor units) per USD (cents) to hundredths, rounded half up ("2.50"); null when nothing was
 * paid. Both sides are hundredths, so the ratio is coins per dollar.
 */
export function perUsd(coins: bigint, cents: bigint): string | null {
  return cents > 0n ? formatAmount((coins * 200n + cents) / (2n * cents)) : null;
}

/** Why terms break the rule, or null: the one check the form, the save and the sale share. */
function refusalOf(terms: PromotionTerms): string | null {
  if (terms.firstPurchaseOnly && terms.usesPerPlayer !== 1)
    return 'A first-purchase offer is used once per player: set uses per player to 1.';
  if (terms.sc > terms.priceCents && !terms.firstPurchaseOnly)
    return `This offer gives ${shownAmount(terms.sc)} SC for ${shownAmount(terms.priceCents)} USD: free SC may not exceed the price (1 SC per USD) unless it is a first-purchase offer, once per player.`;
  return null;
}

/**
 * The cost of an offer as the operator sees it before saving (and a bonus-code form can show the same
 * figures with a price of 0): SC and GC given per USD taken, and the worst case per player and in all.
 * The rule: the free SC of a purchase never exceed its price (SC minor units ≤ price cents), except in
 * a first-purchase offer, which each player uses once.
 */
export function promotionCost(terms: PromotionTerms): PromotionCost {
  const over = terms.sc > terms.priceCents ? terms.sc - terms.priceCents : 0n;
  const refusal = refusalOf(terms);
  return {
    price: formatAmount(terms.priceCents),
    gc: formatAmount(terms.gc),
    sc: formatAmount(terms.sc),
    sc_per_usd: perUsd(terms.sc, terms.priceCents),
    gc_per_usd: perUsd(terms.gc, terms.priceCents),
    sc_over_price: formatAmount(over),
    per_player_sc: terms.usesPerPlayer === null ? null : formatAmount(terms.sc * BigInt(terms.usesPerPlayer)),
    total_sc: terms.maxUses === null ? null : formatAmount(terms.sc * BigInt(terms.maxUses)),
    within_rule: refusal === null,
    refusal,
  };
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const amount = (field: string, example: string) =>
  z
    .string({ error: `Give ${field}.` })
    .trim()
    .regex(AMOUNT, `Give ${field} like ${example}.`);
const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601).` });
const bundleId = (field: string) =>
  z
    .number({ error: `Choose ${field}.` })
    .int(`Choose ${field}.`)
    .positive(`Choose ${field}.`);

/** When an offer is on sale, as the back office sets it: from now when no start is given, open-ended when no end. */
const draftWindowShape = {
  starts_at: instant('starts_at').optional(),
  ends_at: instant('ends_at').nullable().default(null),
};

/** When an offer is on sale, as the back office lists it (null: no end). */
const offerWindowShape = {
  starts_at: z.string(),
  ends_at: z.string().nullable(),
};

/**
 * The reward a bundle promotion gives: coins on top, the Gold Coins of a bigger bundle, or free spins of
 * one third-party game (granted through its provider once the purchase completes).
 */
export const BUNDLE_REWARD_TYPES = ['Extra Coins', 'Bundle Upgrade', 'Free Spins'] as const;

/** The most free spins one promotion gives (the database holds the same bound). */
export const MOST_FREE_SPINS = 500;

/** A bundle promotion as the back office creates (no id) or changes (its id) it. */
export const bundlePromotionDraftSchema = z
  .object({
    kind: z.literal('promotion'),
    id: z.number().int().positive().optional(),
    name: requiredText('Give the promotion a name.', { max: 60 }),
    reward_type: z.enum(BUNDLE_REWARD_TYPES, { error: 'Choose Extra Coins, Bundle Upgrade or Free Spins.' }),
    bundle_id: bundleId('the bundle it applies to'),
    upgrade_bundle_id: bundleId('the bundle it upgrades to').nullable().default(null),
    extra_gc: amount('the extra GC', '50000.00').default('0'),
    extra_sc: amount('the extra SC', '2.00').default('0'),
    free_spins_game_id: z
      .number({ error: 'Choose the game of the free spins.' })
      .int()
      .positive()
      .nullable()
      .default(null),
    num_spins: z
      .number({ error: 'Give the number of free spins.' })
      .int('Give a whole number of free spins.')
      .min(1, 'Give at least 1 free spin.')
      .max(MOST_FREE_SPINS, `At most ${MOST_FREE_SPINS} free spins.`)
      .nullable()
      .default(null),
    free_spin_value: amount('the value of each free spin', '0.20').nullable().default(null),
    free_spins_coin: coinSchema.nullable().default(null),
    featured: z.boolean().default(false),
    first_purchase_only: z.boolean().default(false),
    uses_per_player: z
      .number({ error: 'Give the uses per player.' })
      .int()
      .min(1, 'A player uses it at least once.')
      .max(100, 'At most 100 uses per player.')
      .default(1),
    max_uses: z.number().int().positive('The maximum uses must be above 0.').nullable().default(null),
    ...draftWindowShape,
  })
  .refine((d) => (d.reward_type === 'Bundle Upgrade') === (d.upgrade_bundle_id !== null), {
    path: ['upgrade_bundle_id'],
    message: 'An upgrade names the bundle it upgrades to; extra coins name none.',
  })
  .refine(
    (d) =>
      d.reward_type !== 'Free Spins' ||
      (d.free_spins_game_id !== null &&
        d.num_spins !== null &&
        d.free_spin_value !== null &&
        d.free_spins_coin !== null),
    {
      path: ['free_spins_game_id'],
      message: 'Free spins name their game, how many, the value of each and the coin.',
    },
  )
  .refine((d) => d.reward_type === 'Free Spins' || d.free_spins_game_id === null, {
    path: ['free_spins_game_id'],
    message: 'Only a Free Spins promotion names a game.',
  });
export type BundlePromotionDraft = z.infer<typeof bundlePromotionDraftSchema>;

/** A special discount with its one bundle: a price below the struck `actual_price`. */
export const discountDraftSchema = z.object({
  kind: z.literal('discount'),
  slug: z
    .string({ error: 'Give the discount a slug.' })
    .trim()
    .regex(/^[a-z0-9_-]{3,40}$/, 'A slug is 3 to 40 lower-case letters, digits, - or _.'),
  title: requiredText('Give the discount a title.', { max: 60 }),
  sub_title: z.string().trim().max(120).default(''),
  first_purchase_only: z.boolean().default(false),
  price: amount('the price in USD', '37.49'),
  actual_price: amount('the struck price in USD', '49.99'),
  gc: amount('the GC', '499900.00'),
  sc: amount('the SC', '37.49'),
  ...draftWindowShape,
});
export type DiscountDraft = z.infer<typeof discountDraftSchema>;

/** `POST /api/admin/promotions/preview` and `POST /api/admin/promotions`: one offer of either kind. */
export const promotionDraftSchema = z.discriminatedUnion('kind', [
  bundlePromotionDraftSchema,
  discountDraftSchema,
]);
export type PromotionDraft = z.infer<typeof promotionDraftSchema>;

export const promotionSavedSchema = z.object({
  message: z.string(),
  kind: z.enum(['promotion', 'discount']),
  id: z.number(),
  cost: promotionCostSchema,
});
export type PromotionSaved = z.infer<typeof promotionSavedSchema>;

export const adminBundlePromotionSchema = z.object({
  id: z.number(),
  name: z.string(),
  reward_type: z.enum(BUNDLE_REWARD_TYPES),
  bundle_id: z.number(),
  bundle_price: z.string(),
  upgrade_bundle_id: z.number().nullable(),
  extra_gc: z.string(),
  extra_sc: z.string(),
  /** Free Spins: the game (its id and title), how many, each one's value and coin; null otherwise. */
  free_spins_game_id: z.number().nullable(),
  free_spins_game_title: z.string().nullable(),
  num_spins: z.number().nullable(),
  free_spin_value: z.string().nullable(),
  free_spins_coin: coinSchema.nullable(),
  featured: z.boolean(),
  first_purchase_only: z.boolean(),
  uses_per_player: z.number(),
  max_uses: z.number().nullable(),
  /** Completed purchases that used it. */
  uses: z.number(),
  ...offerWindowShape,
  disabled_at: z.string().nullable(),
  live: z.boolean(),
  cost: promotionCostSchema,
});
export type AdminBundlePromotion = z.infer<typeof adminBundlePromotionSchema>;

export const adminDiscountSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  sub_title: z.string(),
  first_purchase_only: z.boolean(),
  ...offerWindowShape,
  live: z.boolean(),
  bundles: z.array(
    z.object({ id: z.number(), price: z.string(), actual_price: z.string(), cost: promotionCostSchema }),
  ),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

/** `GET /api/admin/promotions`: every promotion and discount with its cost, and the ladder to pick from. */
export const adminPromotionsSchema = z.object({
  promotions: z.array(adminBundlePromotionSchema),
  discounts: z.array(adminDiscountSchema),
  ladder: z.array(z.object({ id: z.number(), price: z.string(), ...coinPairShape })),
});
export type AdminPromotions = z.infer<typeof adminPromotionsSchema>;

// ---- The report of SC given against purchase revenue ----

/** The longest window the report reads at once. */
export const PROMOTION_REPORT_MAX_DAYS = 366;

/** `GET /api/admin/reports/promotions?from=&to=`: days (UTC), both ends included; the last 30 days when left out. */
export const promotionReportQuerySchema = z
  .object({
    from: z.iso.date({ error: 'from must be a day like 2026-11-01.' }).optional(),
    to: z.iso.date({ error: 'to must be a day like 2026-11-30.' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: 'from must not be after to.',
  });
export type PromotionReportQuery = z.infer<typeof promotionReportQuerySchema>;

const reportFigures = {
  purchases: z.number(),
  revenue_usd: z.string(),
  gc_sold: z.string(),
  sc_given: z.string(),
  /** SC given per USD taken; null with no revenue. */
  sc_per_usd: z.string().nullable(),
};

export const promotionReportRowSchema = z.object({
  day: z.string(),
  /** 'Promotion: Big Upgrade', 'Discount: Weekend Boost' or 'No promotion'. */
  offer: z.string(),
  promotion_id: z.number().nullable(),
  discount_id: z.number().nullable(),
  ...reportFigures,
});
export type PromotionReportRow = z.infer<typeof promotionReportRowSchema>;

export const promotionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(promotionReportRowSchema),
  totals: z.object(reportFigures),
  /** Now, from the ledger's accounts: what players hold and what has left as prizes. */
  liability: z.object({
    sc_unplayed: z.string(),
    sc_redeemable: z.string(),
    /** Redemptions requested and not yet paid. */
    sc_pending_redemption: z.string(),
    /** Unplayed + redeemable + pending: every SC the operator may still have to honour. */
    sc_total: z.string(),
    /** Paid out as prizes, all time. */
    sc_redeemed: z.string(),
  }),
});
export type PromotionReport = z.infer<typeof promotionReportSchema>;
