import { z } from 'zod';
import { sessionDeviceShape } from './auth';
import { FREE_ROUND_GRANT_STATUSES } from './free-rounds';
import { VERIFICATION_STATUSES } from './identity';
import { listOf } from './lists';
import { locationCheckSchema } from './location';
import { COINS, coinPairShape, coinSchema } from './money';
import { queryInteger } from './query';
import {
  myGamePlayQuerySchema,
  PLAYER_ACCOUNTS,
  TRANSACTION_NAMES,
  transactionsPageQuery,
} from './transactions';
import { RANKS } from './user';

/**
 * The back office (issue 14): staff endpoints under `/api/admin`. Every call is checked on the server
 * against the permission table (docs/back-office.md); `GET /api/admin/me` only tells the screens what
 * to show.
 */
export const STAFF_ACTIONS = [
  'users.view',
  'users.freeze',
  'users.ban',
  'users.rank',
  'users.balance_watch',
  'users.adjust',
  'identity.review',
  'redemptions.view',
  'redemptions.decide',
  'redemptions.pay',
  'amoe.enter',
  'purchases.refund',
  'orders.decide',
  'audit.view',
  'tax.export',
  'jobs.view',
  'jobs.retry',
  'bonus_codes.create',
  'users.vip_bonus',
  'promotions.manage',
  'approvals.decide',
  'gift_cards.reveal',
  'reports.view',
  'chat.moderate',
  'chat.ban',
  'chat.settings',
  'announcements.publish',
  'chat.rain',
] as const;
export type StaffActionName = (typeof STAFF_ACTIONS)[number];

/** Shown when a staff member without two-factor authentication opens the back office (403 FORBIDDEN). */
export const STAFF_TWO_FACTOR_REQUIRED = 'Two-factor authentication is required for the back office.';

/** `GET /api/admin/me`: who the caller is in the back office and what they may do. */
export const staffMeSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  rank: z.enum(RANKS),
  two_factor_enabled: z.boolean(),
  actions: z.array(z.enum(STAFF_ACTIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Rows per page of a back-office list. */
export const ADMIN_PAGE_SIZE = 25;

/** The page of a back-office list a query asks for, from 1. */
export const adminPageNumber = queryInteger('page must be a whole number.')
  .pipe(z.number().min(1))
  .default(1);

/** The player a back-office row is about: every queue names them the same way. */
export const adminRowPlayerShape = {
  user_id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
};

/** A reason staff must give for an action the player or the auditors will ask about. */
export const staffReasonSchema = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters.')
  .max(500, 'Keep the reason under 500 characters.');

export const staffReasonBodySchema = z.object({ reason: staffReasonSchema });

// ---- Users ----

/** `GET /api/admin/users?q=&page=`: q matches an id exactly, a username or email in part. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  page: adminPageNumber,
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  rank: z.enum(RANKS),
  state: z.string(),
  created_at: z.string(),
  banned: z.boolean(),
  frozen: z.boolean(),
  balance_watch: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** A numbered page of a back-office list. */
export const adminPage = <T extends z.ZodType>(row: T) =>
  listOf(row, { page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

export const adminUsersPageSchema = adminPage(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** A player's balance on each of their accounts, decimal strings. */
export const adminBalancesSchema = z.record(z.enum(PLAYER_ACCOUNTS), z.string());
export type AdminBalances = z.infer<typeof adminBalancesSchema>;

/** Who a verified identity is: name, date of birth (YYYY-MM-DD), address and phone, each null when not read. */
export const verifiedPersonSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  address_line1: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  phone_number: z.string().nullable(),
});
export type VerifiedPerson = z.infer<typeof verifiedPersonSchema>;

/** `GET /api/admin/users/:id`: everything staff look at before acting on a player. */
export const adminUserDetailSchema = adminUserRowSchema.extend({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email_verified: z.boolean(),
  phone_number: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  deleted: z.boolean(),
  balances: adminBalancesSchema,
  total_purchases: z.string(),
  /** Why and since when the account is frozen (purchases stopped pending compliance); null when it is not. */
  freeze: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  ban: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  /** The player's break and self-exclusion (responsible play), as they set them. */
  break_till: z.string().nullable(),
  self_exclusion: z
    .object({ period: z.string(), since: z.string().nullable(), till: z.string().nullable() })
    .nullable(),
  identity: z.object({
    status: z.enum(VERIFICATION_STATUSES).nullable(),
    verified: z.boolean(),
    open_duplicate_flags: z.number().int(),
    /** The person the approved verification names, as the vendor read them; null until one is approved. */
    person: verifiedPersonSchema.nullable(),
  }),
  last_location: locationCheckSchema.nullable(),
  counts: z.object({
    purchases: z.number().int(),
    bets: z.number().int(),
    identity_sessions: z.number().int(),
    location_checks: z.number().int(),
    active_sessions: z.number().int(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** `GET /api/admin/users/:id/ledger?name=&cursor=&limit=`: the player's transactions page; `ledger.csv` the download. */
export const adminLedgerQuerySchema = z.object({
  name: z.enum(TRANSACTION_NAMES).default('plays'),
  ...transactionsPageQuery,
});

/** `GET /api/admin/users/:id/bets?game=&cursor=&limit=`: the player's own query, answered as `myGamePlayPageSchema`. */
export const adminBetsQuerySchema = myGamePlayQuerySchema;

/** One purchase as staff see it (amount in USD, coins as decimal strings). */
export const adminPurchaseSchema = z.object({
  id: z.string(),
  ...adminRowPlayerShape,
  payment_method: z.string(),
  amount_usd: z.string(),
  ...coinPairShape,
  status: z.string(),
  confirmation: z.enum(['pending', 'confirmed', 'denied']).nullable(),
  credited_gc: z.string().nullable(),
  credited_sc: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refunded_gc: z.string().nullable(),
  refunded_sc: z.string().nullable(),
  /** A refunded purchase's money: back on the card, on its way there (the refund job), or a bank debit returned by hand. */
  vendor_refund: z.enum(['pending', 'refunded', 'by_hand']).nullable(),
  compliance_cleared_at: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  /** The free spins its promotion gave, and where they stand (cancelled once the purchase is refunded). */
  free_spins: z
    .object({
      rounds: z.number(),
      round_value: z.string(),
      coin: coinSchema,
      game: z.string(),
      status: z.enum(FREE_ROUND_GRANT_STATUSES),
    })
    .nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;
export const adminPurchasesPageSchema = adminPage(adminPurchaseSchema);

/** A page query for the numbered sub-lists (purchases, identity, location checks, sessions). */
export const adminPageQuerySchema = z.object({ page: adminPageNumber });

export const adminIdentitySessionSchema = z.object({
  id: z.string(),
  ...adminRowPlayerShape,
  vendor: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  reason_code: z.number().int().nullable(),
  reason: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  document_country: z.string().nullable(),
  /** Other players whose verified identity matches this one (open duplicate flags). */
  duplicate_of: z.array(z.object({ user_id: z.string(), details: z.string() })),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminIdentitySession = z.infer<typeof adminIdentitySessionSchema>;
export const adminIdentitySessionsPageSchema = adminPage(adminIdentitySessionSchema);

export const adminLocationChecksPageSchema = adminPage(locationCheckSchema.extend({ id: z.string() }));

export const adminSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  ...sessionDeviceShape,
  active: z.boolean(),
});
export const adminSessionsPageSchema = adminPage(adminSessionSchema);

// ---- Actions on a player ----

/** `POST /api/admin/users/:id/freeze`. */
export const freezeSchema = staffReasonBodySchema;

/** `PUT /api/admin/users/:id/rank` (admins only, never their own). */
export const rankChangeSchema = z.object({
  rank: z.enum(RANKS, { error: 'Choose admin, mod, helper or other.' }),
});

/** `PUT /api/admin/users/:id/balance-watch` (admins only). */
export const balanceWatchSchema = z.object({
  on: z.boolean({ error: 'Say whether to watch: true or false.' }),
});

/** A signed amount with at most two decimals, never zero: "25.00" credits, "-10.5" debits. */
export const SIGNED_AMOUNT_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * `POST /api/admin/users/:id/adjustments` (admins only, with an Idempotency-Key): a manual credit or
 * debit of one of the player's accounts, through the ledger against the adjustments account; a debit
 * never takes the account below zero.
 */
export const adjustmentSchema = z.object({
  coin: z.enum(COINS, { error: 'Choose GC or SC.' }),
  account: z.enum(PLAYER_ACCOUNTS, { error: 'Choose gc, sc_unplayed or sc_redeemable.' }),
  amount: z
    .string({ error: 'Give an amount.' })
    .trim()
    .regex(SIGNED_AMOUNT_PATTERN, 'Give an amount like 25.00 or -10.50.')
    .refine((text) => !/^-?0+(\.0+)?$/.test(text), 'The amount cannot be zero.'),
  reason: staffReasonSchema,
});
export type AdjustmentRequest = z.infer<typeof adjustmentSchema>;

export const adjustmentResultSchema = z.object({
  message: z.string(),
  transfer_id: z.string(),
  balances: adminBalancesSchema,
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

// ---- Identity reviews ----

/** `GET /api/admin/identity-reviews?page=`: sessions in `review` and sessions with open duplicate flags. */
export const identityReviewsPageSchema = adminIdentitySessionsPageSchema;

/** `POST /api/admin/identity-reviews/:id/decide`. */
export const identityDecisionSchema = z.object({
  decision: z.enum(['approved', 'declined'], { error: 'Choose approved or declined.' }),
  reason: staffReasonSchema,
});
export type IdentityDecisionRequest = z.infer<typeof identityDecisionSchema>;

// ---- Denied purchases ----

/** `GET /api/admin/purchases/denied?page=`: purchases the player denied, awaiting compliance (not yet refunded or cleared). */
export const deniedPurchasesPageSchema = adminPurchasesPageSchema;

/** `POST /api/admin/purchases/:id/refund` answer: what the refund took back. */
export const purchaseRefundSchema = z.object({
  message: z.string(),
  refunded_gc: z.string(),
  refunded_sc: z.string(),
});

// ---- Audit log ----

const auditTime = (field: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: `${field} must be a day (2026-11-01) or a date and time (ISO 8601).`,
  });

export const auditQuerySchema = z.object({
  staffId: z
    .string()
    .regex(/^\d{1,18}$/, 'staffId must be a player id.')
    .optional(),
  userId: z
    .string()
    .regex(/^\d{1,18}$/, 'userId must be a player id.')
    .optional(),
  action: z.enum(STAFF_ACTIONS).optional(),
  /** A day (`2026-11-01`, from its start / to its end, UTC) or an instant (ISO 8601). */
  from: auditTime('from').optional(),
  to: auditTime('to').optional(),
  page: adminPageNumber,
});

export const auditRowSchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  staff_username: z.string().nullable(),
  action: z.string(),
  subject_user_id: z.string().nullable(),
  /** The player the action was on, by name ("on whom"); null when none or before they chose one. */
  subject_username: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageSchema = adminPage(auditRowSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---- Queues ----

/** `GET /api/admin/queues`: how much waits in each queue. */
export const staffQueuesSchema = z.object({
  /** Verification sessions in review or flagged as a duplicate identity. */
  identity_reviews: z.number().int(),
  /** Purchases the player denied, neither refunded nor cleared. */
  denied_purchases: z.number().int(),
  /** Redemption requests awaiting review. */
  redemptions_pending: z.number().int(),
  /** Open redemption requests past their promised time. */
  redemptions_overdue: z.number().int(),
  /** Free-entry requests whose mailed card staff have not entered yet. */
  amoe_entries: z.number().int(),
  /** Cashier orders awaiting staff. */
  cashier_orders: z.number().int(),
  /** Staff actions above the maker-checker threshold awaiting a second admin. */
  approvals_pending: z.number().int(),
  /** Money jobs (vendor calls, mail) dead or stuck: a payment or payout that needs staff. */
  jobs_attention: z.number().int(),
  /** Chat reports no moderator has dealt with yet. */
  chat_reports_open: z.number().int(),
});
export type StaffQueues = z.infer<typeof staffQueuesSchema>;
