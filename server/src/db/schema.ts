import type {
  AchDebitState,
  AmoeRefusalReason,
  AmoeRequestStatus,
  AnnouncementAudience,
  ApprovalKind,
  ChatMessageKind,
  ChatSanctionKind,
  Coin,
  CrashRoundStatus,
  FreeRoundGrant,
  JackpotTier,
  LocationFraudFlag,
  OrderStatus,
  OrderType,
  PlayerLimitKind,
  PlayerLimitPeriod,
  PlayerNotificationKind,
  RedemptionActor,
  RedemptionMethod,
  RedemptionStatus,
  SelfExclusionPeriod,
  StateRuleKind,
  VerificationStatus,
} from '@casino/contract';
import type { ColumnType, SelectType } from 'kysely';
import type * as Tables from './generated';

/**
 * Kysely's tables: the types generated from the migrated database (generated.ts, `npm run db:types`), with
 * the columns the product narrows: a CHECK constraint's values as a union, how a JSON column is written.
 * Nullability and defaults always come from the database; an override only narrows a column's values.
 */

/**
 * What `O` may narrow in `Table`: its own columns, each to values the database column holds (not null: that
 * comes from the database), or to a whole ColumnType of the same select type (how a JSON column is written).
 */
type Narrowing<Table, O> = {
  [K in keyof O]: K extends keyof Table
    ? NonNullable<SelectType<Table[K]>> | ColumnType<SelectType<Table[K]>, unknown, unknown>
    : never;
};

/** `Column` holding values `T`, null and insert-optional where the database column is. */
type Narrowed<Column, T> = [T] extends [ColumnType<unknown, unknown, unknown>]
  ? T
  : [Column] extends [ColumnType<infer S, infer I, infer U>]
    ? ColumnType<T | Extract<S, null>, T | Extract<I, null | undefined>, T | Extract<U, null>>
    : T | Extract<Column, null>;

type Narrow<Table, O extends Narrowing<Table, O>> = {
  [K in keyof Table]: K extends keyof O ? Narrowed<Table[K], O[K]> : Table[K];
};

export type OneTimeTokenPurpose =
  | 'email_verification'
  | 'password_reset'
  | 'sms_login'
  | 'phone_verification';
export type LoginStep = 'restore' | 'two_factor' | 'sms';
export type LedgerAccountKind =
  | 'gc'
  | 'sc_unplayed'
  | 'sc_redeemable'
  | 'house'
  | 'purchases'
  | 'promotions'
  | 'redemptions_payable'
  | 'duel_escrow'
  | 'redemptions_paid'
  | 'jackpot_minor'
  | 'jackpot_major'
  | 'jackpot_mega'
  | 'jackpot_grand';
export type BonusClaimKind =
  | 'daily_bonus'
  | 'top_up'
  | 'reload'
  | 'bonus_code'
  | 'vip_bonus'
  | 'rakeback'
  | 'lossback';
export type PurchaseStatus = 'initiated' | 'processing' | 'completed' | 'failed' | 'expired';
export type CryptoDepositStatus =
  | 'pending'
  | 'confirming'
  | 'credited'
  | 'below_minimum'
  | 'wrong_network'
  | 'held';

/** A JSON column written as the text of its JSON (an array would otherwise go as a PostgreSQL array). */
type JsonText<Insert, Update = Insert> = ColumnType<unknown, Insert, Update>;

export type UsersTable = Narrow<
  Tables.Users,
  { rank: 'admin' | 'mod' | 'helper' | 'other'; game_mode: Coin }
>;
export type IdentityVerificationsTable = Narrow<Tables.IdentityVerifications, { status: VerificationStatus }>;
export type CrashChainsTable = Tables.CrashChains;
export type CrashRoundsTable = Narrow<Tables.CrashRounds, { status: CrashRoundStatus }>;
export type DuelsTable = Narrow<
  Tables.Duels,
  { coin: Coin; status: 'open' | 'joined' | 'finished' | 'cancelled' }
>;
/** Every location check, passed or not, with why (issue 12). */
export type LocationChecksTable = Narrow<
  Tables.LocationChecks,
  { fraud: LocationFraudFlag[]; rule: StateRuleKind }
>;
export type PlayRestrictionsTable = Narrow<
  Tables.PlayRestrictions,
  { exclusion_period: SelfExclusionPeriod }
>;
/** One row per player and bonus kind, locked by each claim of that kind (migration 19). */
export type BonusStatesTable = Narrow<
  Tables.BonusStates,
  { kind: 'daily_bonus' | 'top_up' | 'reload' | 'rakeback' | 'lossback' }
>;
export type BonusCodesTable = Narrow<Tables.BonusCodes, { kind: 'bonus' | 'promotion' | 'weekly' }>;
export type VipBonusesTable = Tables.VipBonuses;
export type SpecialDiscountsTable = Tables.SpecialDiscounts;
/** A bundle: prices in USD cents, coins in minor units. */
export type BundlesTable = Tables.Bundles;
export type BundlePromotionsTable = Narrow<
  Tables.BundlePromotions,
  { reward_type: 'Bundle Upgrade' | 'Extra Coins' | 'Free Spins'; free_spins_coin: Coin }
>;
export type PurchasesTable = Narrow<
  Tables.Purchases,
  {
    payment_method: 'card' | 'applePay' | 'pay_by_bank' | 'ach_debit';
    status: PurchaseStatus;
    confirmation: 'pending' | 'confirmed' | 'denied';
    billing: JsonText<string | null | undefined, string | null>;
  }
>;
/** The sandbox payment vendor's handles (never read by a real vendor adapter). */
export type SandboxPaymentHandlesTable = Narrow<
  Tables.SandboxPaymentHandles,
  {
    status: 'INITIATED' | 'PAYABLE' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
    outcome: 'success' | 'decline' | 'pending' | 'challenge';
  }
>;
/** `amount` is numeric: the database answers it as a decimal string. */
export type CryptoDepositsTable = Narrow<Tables.CryptoDeposits, { status: CryptoDepositStatus }>;
/** A player's bank account: the vendor's id, the bank and the last four digits, never the number. */
export type AchAccountsTable = Narrow<
  Tables.AchAccounts,
  { status: 'micro_pending' | 'verified' | 'removed' }
>;
export type AchDebitsTable = Narrow<Tables.AchDebits, { status: AchDebitState }>;
export type SandboxAchAccountsTable = Narrow<
  Tables.SandboxAchAccounts,
  { status: 'micro_pending' | 'verified' | 'locked' | 'removed' }
>;
export type SandboxAchDebitsTable = Narrow<Tables.SandboxAchDebits, { status: AchDebitState }>;
/**
 * A redemption request (migration 23). `gift_card_code`, the code's plain column before migration 31 sealed
 * it, is left out so nothing writes it again (the app seals and nulls what it held when it starts).
 */
export type RedemptionsTable = Omit<
  Narrow<Tables.Redemptions, { method: RedemptionMethod; status: RedemptionStatus }>,
  'gift_card_code'
>;
export type RedemptionEventsTable = Narrow<
  Tables.RedemptionEvents,
  { status: RedemptionStatus; actor: RedemptionActor }
>;
export type SandboxAchDisbursementsTable = Narrow<
  Tables.SandboxAchDisbursements,
  { status: 'pending' | 'paid' | 'failed' }
>;
export type AmoeRequestsTable = Narrow<
  Tables.AmoeRequests,
  { status: AmoeRequestStatus; refusal: AmoeRefusalReason }
>;
export type AmoeRequestEventsTable = Narrow<
  Tables.AmoeRequestEvents,
  { status: AmoeRequestStatus; actor: 'player' | 'staff' }
>;
/** A player's cashier order (migration 25, spec §3 Order): staff complete or cancel it; no coins move. */
export type CashierOrdersTable = Narrow<Tables.CashierOrders, { type: OrderType; status: OrderStatus }>;

/** The tables the product narrows; every other one is as generated. */
interface NarrowedTables {
  users: UsersTable;
  one_time_tokens: Narrow<Tables.OneTimeTokens, { purpose: OneTimeTokenPurpose }>;
  login_tickets: Narrow<Tables.LoginTickets, { passed_steps: LoginStep[] }>;
  outbox_messages: Narrow<Tables.OutboxMessages, { channel: 'mail' | 'sms' }>;
  jobs: Narrow<Tables.Jobs, { status: 'queued' | 'running' | 'done' | 'dead' }>;
  identity_verifications: IdentityVerificationsTable;
  identity_flags: Narrow<Tables.IdentityFlags, { kind: 'duplicate_identity' }>;
  ledger_accounts: Narrow<Tables.LedgerAccounts, { kind: LedgerAccountKind; coin: Coin }>;
  ledger_transfers: Narrow<Tables.LedgerTransfers, { coin: Coin }>;
  bets: Narrow<Tables.Bets, { coin: Coin; status: 'active' | 'settled' }>;
  crash_rounds: CrashRoundsTable;
  provider_rounds: Narrow<Tables.ProviderRounds, { coin: Coin }>;
  game_sessions: Narrow<Tables.GameSessions, { coin: Coin; protocol: 'hub88' | 'pragmatic' }>;
  /** Measured RTP (migration 36): exact sums recounted from bets, and each instance's recent minutes. */
  rtp_totals: Narrow<Tables.RtpTotals, { coin: Coin }>;
  rtp_recent: Narrow<Tables.RtpRecent, { coin: Coin }>;
  jackpot_pools: Narrow<Tables.JackpotPools, { coin: Coin; tier: JackpotTier }>;
  jackpot_wins: Narrow<Tables.JackpotWins, { coin: Coin; tier: JackpotTier }>;
  /** Free rounds a purchase's promotion gave (migration 39), granted through the game's provider by a job. */
  free_round_grants: Narrow<Tables.FreeRoundGrants, { coin: Coin; status: FreeRoundGrant['status'] }>;
  /** Chat (migration 41): a message's kind, a sanction's kind, a report's outcome. */
  chat_messages: Narrow<Tables.ChatMessages, { kind: ChatMessageKind }>;
  chat_sanctions: Narrow<Tables.ChatSanctions, { kind: ChatSanctionKind }>;
  chat_reports: Narrow<Tables.ChatReports, { resolution: 'deleted' | 'dismissed' }>;
  /** Tips and rain (migration 43): a tip is Gold Coins only; a rain is warned, then paid. */
  chat_tips: Narrow<Tables.ChatTips, { coin: 'GC' }>;
  chat_rains: Narrow<Tables.ChatRains, { status: 'warned' | 'paid' }>;
  /** A provider's bet, win or rollback, once ever (migration 34); `answer` is written as its JSON text. */
  provider_transactions: Narrow<
    Tables.ProviderTransactions,
    {
      kind: 'bet' | 'win' | 'promo_win' | 'take_back' | 'rollback';
      coin: Coin;
      state: 'applied' | 'rolled_back';
      answer: JsonText<string | null>;
    }
  >;
  duels: DuelsTable;
  location_checks: LocationChecksTable;
  play_restrictions: PlayRestrictionsTable;
  player_limits: Narrow<Tables.PlayerLimits, { kind: PlayerLimitKind; period: PlayerLimitPeriod }>;
  bonus_states: BonusStatesTable;
  bonus_codes: BonusCodesTable;
  bonus_claims: Narrow<Tables.BonusClaims, { kind: BonusClaimKind }>;
  bundle_promotions: BundlePromotionsTable;
  purchases: PurchasesTable;
  sandbox_payment_handles: SandboxPaymentHandlesTable;
  crypto_deposits: CryptoDepositsTable;
  ach_accounts: AchAccountsTable;
  ach_debits: AchDebitsTable;
  sandbox_ach_accounts: SandboxAchAccountsTable;
  sandbox_ach_debits: SandboxAchDebitsTable;
  /** One staff action, append-only (migration 24): who, what, on whom, before, after, why, when. */
  staff_audit_log: Narrow<
    Tables.StaffAuditLog,
    { before: JsonText<string | null, never>; after: JsonText<string | null, never> }
  >;
  /** A staff action above the maker-checker threshold, waiting for a second admin (migration 28). */
  staff_approvals: Narrow<
    Tables.StaffApprovals,
    {
      kind: ApprovalKind;
      payload: JsonText<string, never>;
      status: 'pending' | 'approved' | 'rejected';
    }
  >;
  /** One player's notification (migration 42); `payload` is written as its JSON text. */
  notifications: Narrow<
    Tables.Notifications,
    { kind: PlayerNotificationKind; payload: JsonText<string | undefined, never> }
  >;
  /** A staff broadcast (migration 42), read into every inbox of its audience. */
  announcements: Narrow<Tables.Announcements, { audience: AnnouncementAudience }>;
  redemptions: RedemptionsTable;
  redemption_events: RedemptionEventsTable;
  amoe_requests: AmoeRequestsTable;
  amoe_request_events: AmoeRequestEventsTable;
  cashier_orders: CashierOrdersTable;
  sandbox_ach_disbursements: SandboxAchDisbursementsTable;
  sandbox_gift_card_outcomes: Narrow<
    Tables.SandboxGiftCardOutcomes,
    { outcome: 'issued' | 'out_of_stock' | 'brand_unavailable' }
  >;
}

export interface DB extends Omit<Tables.DB, keyof NarrowedTables>, NarrowedTables {}
