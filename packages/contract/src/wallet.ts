import { z } from 'zod';
import { SOFTWARES } from './catalog';
import { coinPairShape, coinSchema } from './money';

/** Spec §3 payment form `payment_method`: a card, Apple Pay (US and CA only) or pay by bank. */
export const PAYMENT_METHODS = ['card', 'applePay', 'pay_by_bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec §9: Apple Pay is offered to players in these countries. */
export const APPLE_PAY_COUNTRIES = ['US', 'CA'] as const;

/** The special discount shown to players who have never bought: its section carries a banner (spec §2). */
export const FIRST_PURCHASE_DISCOUNT_SLUG = 'ftp_discount_new';

/** The game a bundle's free spins are played in: enough to name it and link to its page. */
export const freeSpinsGameSchema = z.object({
  title: z.string(),
  software: z.enum(SOFTWARES),
  /** The studio's slug, as Game.provider (a relax game's page is /casino/games/{provider}-{identifier}). */
  provider: z.string(),
  identifier: z.string(),
});
export type FreeSpinsGame = z.infer<typeof freeSpinsGameSchema>;

/** A promotion's reward on a bundle (spec §3 Bundle.reward). */
export const bundleRewardSchema = z.object({
  reward_type: z.enum(['Bundle Upgrade', 'Extra Coins', 'Free Spins']),
  reward_amount: z.string(),
  ...coinPairShape,
  /** The bundle an upgrade gives instead (its id), or null. */
  bundle: z.number().nullable(),
  promotion_id: z.number(),
  price: z.string(),
  image: z.string(),
  /** Free Spins: each spin's stake ("0.20"), how many, in which coin and which game; null otherwise. */
  free_spin_value: z.string().nullable(),
  num_spins: z.number().nullable(),
  free_spin_coin: coinSchema.nullable(),
  game: freeSpinsGameSchema.nullable(),
});
export type BundleReward = z.infer<typeof bundleRewardSchema>;

/** Spec §3 Bundle. Amounts are decimal strings; `gc`/`sc` are what the player receives. */
export const bundleSchema = z.object({
  id: z.number(),
  price: z.string(),
  /** The price before a discount, struck through when higher than `price`. */
  actual_price: z.string(),
  discounted: z.boolean(),
  discount_slug: z.string().nullable(),
  gc: z.string(),
  gc_amount: z.string(),
  sc: z.string(),
  sc_amount: z.string(),
  /** A multiplier tag ("2X") when the bundle gives more GC than the ladder. */
  gc_discount: z.string().nullable(),
  tag: z.string().nullable(),
  image: z.string(),
  promotionId: z.number().nullable(),
  reward: bundleRewardSchema.nullable(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const specialDiscountSchema = z.object({
  title: z.string(),
  sub_title: z.string(),
  slug: z.string(),
  bundles: z.array(bundleSchema),
});
export type SpecialDiscount = z.infer<typeof specialDiscountSchema>;

export const featuredPromotionSchema = z.object({
  id: z.number(),
  name: z.string(),
  rewards: z.array(bundleRewardSchema),
});
export type FeaturedPromotion = z.infer<typeof featuredPromotionSchema>;

/** `GET /api/bundles` (spec §7). */
export const bundlesAnswerSchema = z.object({
  bundles: z.array(bundleSchema),
  discounted_bundles: z.array(specialDiscountSchema),
  featured_promotion: featuredPromotionSchema.nullable(),
});
export type BundlesAnswer = z.infer<typeof bundlesAnswerSchema>;

/** `GET /api/user/active-promotions`: keyed by bundle price ("9.99"). */
export const activePromotionsSchema = z.record(
  z.string(),
  z.object({
    promotion_id: z.number(),
    rewards: z.array(bundleRewardSchema),
    days_to_expire: z.number().nullable(),
  }),
);
export type ActivePromotions = z.infer<typeof activePromotionsSchema>;

/** USD with at most two decimals, as a bundle's price is paid (card, pay by bank, ACH debit). */
export const dollarAmountSchema = z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter an amount in dollars.');

/** What the web app's location SDK reported with a payment: the card form and its finalise call carry the same. */
const paymentRadarShape = {
  radar_id: z.string().max(100).nullable().optional(),
  radar_country: z.string().max(2).nullable().optional(),
  radar_state: z.string().max(2).nullable().optional(),
};

const billingText = (max: number) =>
  z.string().trim().min(1, 'Please enter correct details').max(max, 'Please enter correct details');

/** Spec §5: the billing address pay by bank needs, each field refused with the spec's one text. */
export const billingAddressSchema = z.object({
  address_line1: billingText(100),
  city: billingText(100),
  state: z.string().regex(/^[A-Z]{2}$/, 'Please enter correct details'),
  zip: z.string().regex(/^\d{5}$/, 'Please enter correct details'),
  phone: z.string().regex(/^\+?\d{10,15}$/, 'Please enter correct details'),
});
export type BillingAddress = z.input<typeof billingAddressSchema>;

/** Spec §3 payment form; the billing address is required for pay by bank only (spec §5). */
export const paymentFormSchema = z
  .object({
    firstName: z.string().trim().max(100).default(''),
    lastName: z.string().trim().max(100).default(''),
    email: z.string().trim().max(255).default(''),
    phone: z.string().trim().max(20).default(''),
    /** USD, two decimals: the bundle's price. */
    amount: dollarAmountSchema,
    payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
    promotionId: z.number().int().positive().nullable().default(null),
    bundleId: z.number().int().positive(),
    currency: z.literal('USD', { error: 'Only USD is accepted.' }).default('USD'),
    address_line1: z.string().trim().max(100).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(2).optional(),
    zip: z.string().trim().optional(),
    ...paymentRadarShape,
    /** Where the player is, for Apple Pay's country rule. */
    country: z.string().length(2).default('US'),
  })
  .superRefine((form, ctx) => {
    if (form.payment_method !== 'pay_by_bank') return;
    const checked = billingAddressSchema.safeParse(form);
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: issue.path });
  });
export type PaymentForm = z.input<typeof paymentFormSchema>;

export const paymentStartRequestSchema = z.object({ form: paymentFormSchema });

/** Spec §3 payment start response: what the hosted checkout opens with. */
export const paymentStartSchema = z.object({
  currency: z.literal('USD'),
  /** Cents, as the checkout takes it. */
  amount: z.number().int(),
  singleUseCustomerToken: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  dob: z.string().nullable(),
  merchantRefNum: z.string(),
  accountId: z.string(),
  customerId: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  state: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** The hosted checkout page to open (the sandbox's `/bank/test/card` or `/bank/test/ach`). */
  checkoutUrl: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** `POST /api/payments/paysafe/finalise` (spec §7). */
export const finaliseRequestSchema = z.object({
  merchantRefNum: z.string().min(1).max(64),
  currencyCode: z.literal('USD').default('USD'),
  /** Cents. */
  amount: z.number().int().positive(),
  paymentHandleToken: z.string().min(1).max(128),
  ...paymentRadarShape,
  promotionId: z.number().int().positive().nullable().optional(),
  bundleId: z.number().int().positive().optional(),
});
export type FinaliseRequest = z.input<typeof finaliseRequestSchema>;

/** The vendor's statuses of a payment handle and of a payment (integrations.md). */
export const PAYMENT_STATUSES = [
  'INITIATED',
  'PAYABLE',
  'PROCESSING',
  'PENDING',
  'COMPLETED',
  'FAILED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const finaliseAnswerSchema = z.object({ status: z.enum(PAYMENT_STATUSES), order_id: z.string() });
export type FinaliseAnswer = z.infer<typeof finaliseAnswerSchema>;

/** `GET /api/payments/paysafe/result`: the stored result the web app polls each second (spec §4). */
export const paymentResultSchema = z.object({
  /** true: credited; false: failed; null: still processing. */
  result: z.boolean().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  message: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** `GET /api/pendingpaymentconfirmation` (spec §3): the oldest purchase awaiting Confirm or Deny. */
export const pendingConfirmationSchema = z.object({
  confirmation: z.object({ id: z.number(), usd_amount: z.string() }).nullable(),
});

/** `POST /api/confirmpayment`: 1 confirms, 2 denies (spec §4). */
export const confirmPaymentSchema = z.object({
  status: z.union([z.literal(1), z.literal(2)], { error: 'Choose 1 (confirm) or 2 (deny).' }),
  id: z.number().int().positive().optional(),
});

/** The wallet's texts (spec §8 and §4). */
export const WALLET_TEXTS = {
  somethingWrong: 'Something went wrong. Please try again',
  cancelled: 'Payment cancelled',
  anError: 'An error occurred',
  noFundsTaken: 'There was a problem processing your payment and no funds were taken. Please try again.',
  transactionStarted: 'Transaction Started',
  purchaseComplete: 'Purchase Complete',
  technicalWarning:
    "The connection on your device wasn't stable. Please wait up to five minutes and try again.",
  bundleUnavailable: 'This bundle is not available for your account.',
  cannotPurchase: 'Purchases are not available on your account.',
  frozenReason: 'Your account is frozen while our compliance team reviews a purchase you denied.',
  applePayCountry: 'Apple Pay is available in the US and Canada only.',
  noSuchBundle: 'This bundle is no longer available.',
  wrongAmount: 'The amount does not match the bundle.',
  noSuchPayment: 'No such payment.',
  handleNotForPayment: 'This payment handle belongs to another payment.',
  nothingToConfirm: 'There is no purchase waiting for your confirmation.',
  confirmed: 'Thank you, your purchase is confirmed.',
  denied: 'Your purchase is denied: our compliance team will review it and refund you.',
} as const;

/**
 * What a payment that did not complete means to the player, in plain words per vendor status (spec §8's
 * 'Payment status is {status}' named the vendor's code, which a player cannot read).
 */
const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  INITIATED: 'Your payment was not completed.',
  PAYABLE: 'Your payment was not completed.',
  PROCESSING: 'Your payment is still processing.',
  PENDING: 'Your payment is pending with your bank.',
  COMPLETED: 'Your payment went through.',
  FAILED: 'Your payment was declined.',
  EXPIRED: 'Your payment timed out before it was completed.',
  CANCELLED: 'Your payment was cancelled.',
};

export function paymentStatusText(status: string): string {
  return PAYMENT_STATUS_WORDS[status as PaymentStatus] ?? 'Your payment was not completed.';
}

/**
 * `GET /api/rollover` (sweepstakes rules): how far the player's Sweeps Coins are played through. SC
 * arrive unplayed; a play takes unplayed SC first; what is played through, and every win, is redeemable.
 */
export const rolloverSchema = z.object({
  /** All the SC that ever arrived unplayed (purchases, bonuses, free entry). */
  received: z.string(),
  /** Of those, what is played through. */
  played: z.string(),
  /** Still to be played before it can be redeemed. */
  unplayed: z.string(),
  /** Redeemable now. */
  redeemable: z.string(),
  /** Played through, in percent of what arrived (100 when nothing ever arrived). */
  progress: z.number().min(0).max(100),
});
export type Rollover = z.infer<typeof rolloverSchema>;
