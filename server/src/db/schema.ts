import type {
  AchDebitState,
  AmoeRefusalReason,
  AmoeRequestStatus,
  CrashRoundStatus,
  LocationFraudFlag,
  OrderStatus,
  OrderType,
  PlayerLimitKind,
  PlayerLimitPeriod,
  RedemptionActor,
  RedemptionMethod,
  RedemptionStatus,
  SelfExclusionPeriod,
  StateRuleKind,
  VerificationStatus,
} from '@casino/contract';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Money = ColumnType<bigint, bigint | undefined, bigint>;

export interface UsersTable {
  id: Generated<bigint>;
  username: string | null;
  email: string;
  password_hash: string;
  date_of_birth: ColumnType<Date, string, string>;
  state: string;
  rank: ColumnType<'admin' | 'mod' | 'helper' | 'other', string | undefined, string>;
  game_mode: ColumnType<'GC' | 'SC', 'GC' | 'SC' | undefined, 'GC' | 'SC'>;
  email_verified_at: NullableTimestamp;
  firstname: string | null;
  lastname: string | null;
  phone_number: string | null;
  phone_number_verified_at: NullableTimestamp;
  two_factor_secret: string | null;
  two_factor_enabled_at: NullableTimestamp;
  opt_in_promo_email: Generated<boolean>;
  opt_in_promo_sms: Generated<boolean>;
  private_mode: Generated<boolean>;
  password_change_required: Generated<boolean>;
  affiliate_ref: string | null;
  signup_fingerprint: string | null;
  banned_at: NullableTimestamp;
  ban_reason: string | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The player's approved identity verification; null until verified. */
  verification_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** The verification a resubmission replaced. */
  prev_verification_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** USD cents of completed purchases, kept in the transaction that credits each one. */
  total_purchases: Generated<bigint>;
  /** The operator's switch: true stops every purchase (spec §3 can_purchase). */
  purchases_blocked: Generated<boolean>;
  /** Bundle prices (cents) the operator blocks for this player (spec §3 purchase_limit_bundles). */
  purchase_limit_bundles: ColumnType<bigint[], bigint[] | undefined, bigint[]>;
  /** Set when the player denies a purchase: frozen pending compliance (spec §4). */
  frozen_at: NullableTimestamp;
  freeze_reason: string | null;
  /** The admins' mark on a player whose balance they watch (spec §6; migration 24). */
  balance_watch: Generated<boolean>;
}

export interface SessionsTable {
  id: string;
  user_id: bigint;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface UserDevicesTable {
  user_id: bigint;
  fingerprint: string;
  first_seen_at: Timestamp;
}

export type OneTimeTokenPurpose =
  | 'email_verification'
  | 'password_reset'
  | 'sms_login'
  | 'phone_verification';

export interface OneTimeTokensTable {
  id: Generated<bigint>;
  user_id: bigint;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  target: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  failed_attempts: Generated<number>;
  created_at: Timestamp;
}

export interface AuthFailuresTable {
  key: string;
  failures: number;
  window_ends_at: Timestamp;
}

export type LoginStep = 'restore' | 'two_factor' | 'sms';

export interface LoginTicketsTable {
  token_hash: string;
  user_id: bigint;
  fingerprint: string | null;
  passed_steps: ColumnType<LoginStep[], LoginStep[] | undefined, LoginStep[]>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface OutboxMessagesTable {
  id: Generated<bigint>;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Timestamp;
}

export interface EventOutboxTable {
  id: Generated<bigint>;
  channel: string;
  event: string;
  payload: unknown;
  created_at: Timestamp;
  published_at: NullableTimestamp;
}

export interface JobsTable {
  id: Generated<bigint>;
  kind: string;
  key: string;
  payload: unknown;
  status: Generated<'queued' | 'running' | 'done' | 'dead'>;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface IdentityVerificationsTable {
  id: Generated<bigint>;
  user_id: bigint;
  vendor: string;
  vendor_session_id: string;
  url: string;
  status: ColumnType<VerificationStatus, VerificationStatus | undefined, VerificationStatus>;
  reason_code: number | null;
  reason: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: ColumnType<Date | null, string | null | undefined, string | null>;
  document_country: string | null;
  document_number_hash: string | null;
  person_key: string | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdentityWebhookReceiptsTable {
  body_hash: string;
  vendor_session_id: string;
  received_at: Timestamp;
}

export interface IdentityFlagsTable {
  id: Generated<bigint>;
  user_id: bigint;
  verification_id: bigint;
  kind: 'duplicate_identity';
  matching_user_id: bigint;
  details: string;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface UsedCaptchasTable {
  signature: string;
  expires_at: Timestamp;
}

export type LedgerAccountKind =
  | 'gc'
  | 'sc_unplayed'
  | 'sc_redeemable'
  | 'house'
  | 'purchases'
  | 'promotions'
  | 'redemptions_payable'
  | 'duel_escrow'
  | 'redemptions_paid';

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  user_id: bigint | null;
  kind: LedgerAccountKind;
  coin: 'GC' | 'SC';
  shard: Generated<number>;
  balance: Money;
  created_at: Timestamp;
}

export interface LedgerTransfersTable {
  id: Generated<bigint>;
  idempotency_key: string;
  kind: string;
  coin: 'GC' | 'SC';
  reference_type: string | null;
  reference_id: string | null;
  meta: unknown;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  transfer_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  created_at: Timestamp;
}

export interface SeedPairsTable {
  id: Generated<bigint>;
  user_id: bigint;
  game: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: Generated<number>;
  created_at: Timestamp;
  revealed_at: NullableTimestamp;
}

export interface BetsTable {
  id: Generated<bigint>;
  user_id: bigint;
  game: string;
  coin: 'GC' | 'SC';
  wager: bigint;
  base_wager: bigint | null;
  payout: Money;
  /** numeric comes back as a string; the API formats it. */
  multiplier: ColumnType<string, string | number | undefined, string | number>;
  seed_pair_id: bigint | null;
  nonce: number | null;
  outcome: unknown;
  state: unknown;
  status: ColumnType<'active' | 'settled', 'active' | 'settled' | undefined, 'active' | 'settled'>;
  high_roller: Generated<boolean>;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  /** An instant play's idempotency key, unique per player. */
  request_key: string | null;
  /** An instant play's balance of the player in its coin afterwards, for answering a repeated request. */
  balance_after: bigint | null;
}

export interface IdempotentRequestsTable {
  user_id: bigint;
  key: string;
  call: string;
  response: unknown;
  created_at: Timestamp;
}

export interface CrashChainsTable {
  id: Generated<number>;
  seed: string;
  length: number;
  terminating_hash: string;
  created_at: Timestamp;
  salt: string;
  salt_published_at: Timestamp;
}

export interface CrashRoundsTable {
  id: Generated<bigint>;
  chain_id: number;
  position: number;
  hash: string;
  /** numeric comes back as a string. */
  crash_point: ColumnType<string, string | number, string | number>;
  edge: ColumnType<string, string | number, string | number>;
  growth: number;
  status: ColumnType<CrashRoundStatus, CrashRoundStatus | undefined>;
  betting_ends_at: ColumnType<Date, Date | string, Date | string>;
  started_at: NullableTimestamp;
  crashed_at: NullableTimestamp;
  /** The leader's last sign of life while the round ran (migration 11). */
  alive_at: NullableTimestamp;
  interrupted_at: NullableTimestamp;
}

export interface CrashBetsTable {
  bet_id: bigint;
  round_id: bigint;
  user_id: bigint;
  auto_cashout: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  cashout: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

export interface DuelsTable {
  id: Generated<bigint>;
  host_id: bigint;
  guest_id: bigint | null;
  coin: 'GC' | 'SC';
  wager: bigint;
  status: ColumnType<
    'open' | 'joined' | 'finished' | 'cancelled',
    'open' | 'joined' | 'finished' | 'cancelled' | undefined
  >;
  host_seed: string;
  host_seed_hash: string;
  host_locked: Generated<boolean>;
  host_seed_nonce: Generated<number>;
  guest_seed: string | null;
  guest_locked: Generated<boolean>;
  guest_seed_nonce: Generated<number>;
  outcome: unknown;
  host_bet_id: bigint | null;
  guest_bet_id: bigint | null;
  created_at: Timestamp;
  joined_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface PoliciesTable {
  name: string;
  position: number;
  acceptance_required: Generated<boolean>;
}

export interface PolicyVersionsTable {
  policy_name: string;
  version: number;
  title: string;
  changes: string;
  /** PolicySection[] of the contract. */
  sections: unknown;
  published_at: Timestamp;
}

export interface PolicyAcceptancesTable {
  user_id: bigint;
  policy_name: string;
  version: number;
  accepted_at: Timestamp;
}

/** Every location check, passed or not, with why (issue 12). */
export interface LocationChecksTable {
  id: Generated<bigint>;
  user_id: bigint;
  location_id: string;
  country: string | null;
  state: string | null;
  passed: boolean;
  supported: boolean;
  fraud: LocationFraudFlag[];
  rule: StateRuleKind;
  sc_play: boolean;
  reasons: string[];
  created_at: Timestamp;
  fresh_until: Timestamp;
}

/** The sandbox geolocation's tester override for one player. */
export interface SandboxLocationsTable {
  user_id: bigint;
  country: Generated<string>;
  state: string | null;
  vpn: Generated<boolean>;
  unsupported: Generated<boolean>;
  updated_at: Timestamp;
}

/** A player's break in play and self-exclusion. */
export interface PlayRestrictionsTable {
  user_id: bigint;
  break_days: number | null;
  break_till: NullableTimestamp;
  exclusion_period: SelfExclusionPeriod | null;
  excluded_at: NullableTimestamp;
  excluded_till: NullableTimestamp;
  lift_requested_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** One change of a player's limit; the latest whose effective_from has passed is in force. */
export interface PlayerLimitsTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  amount: bigint | null;
  effective_from: Timestamp;
  created_at: Timestamp;
}

/** What the play batch reads of the gates, kept current by the eligibility module. */
export interface PlayerGatesTable {
  user_id: bigint;
  sc_play_until: NullableTimestamp;
  play_refused_until: NullableTimestamp;
  limited: Generated<boolean>;
}

/** One row per player and bonus kind, locked by each claim of that kind (migration 19). */
export interface BonusStatesTable {
  user_id: bigint;
  kind: 'daily_bonus' | 'top_up' | 'reload' | 'rakeback' | 'lossback';
  last_claimed_at: NullableTimestamp;
  streak: Generated<number>;
  last_bet_id: Generated<bigint>;
}

export type BonusCodeKind = 'bonus' | 'promotion' | 'weekly';

/** Bonus, promotion and weekly codes staff create; each player claims a code once. */
export interface BonusCodesTable {
  id: Generated<bigint>;
  code: string;
  kind: BonusCodeKind;
  title: string;
  gc: Money;
  sc: Money;
  max_claims: number | null;
  claims: Generated<number>;
  starts_at: Timestamp;
  expires_at: NullableTimestamp;
  created_by: bigint | null;
  created_at: Timestamp;
}

/** A staff award the player claims on /vip-bonus. */
export interface VipBonusesTable {
  id: Generated<bigint>;
  user_id: bigint;
  reward_type: string;
  gc: Money;
  sc: Money;
  awarded_by: bigint | null;
  created_at: Timestamp;
  claimed_at: NullableTimestamp;
}

export type BonusClaimKind =
  | 'daily_bonus'
  | 'top_up'
  | 'reload'
  | 'bonus_code'
  | 'vip_bonus'
  | 'rakeback'
  | 'lossback';

/** Every bonus a player claimed, paid by the ledger in the same transaction. */
export interface BonusClaimsTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: BonusClaimKind;
  gc: Money;
  sc: Money;
  stage: number | null;
  reference: string | null;
  created_at: Timestamp;
}

export interface SpecialDiscountsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  sub_title: string;
  first_purchase_only: Generated<boolean>;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  position: Generated<number>;
}

/** A bundle: prices in USD cents, coins in minor units. */
export interface BundlesTable {
  id: Generated<number>;
  price: bigint;
  actual_price: bigint;
  gc: bigint;
  sc: bigint;
  gc_discount: string | null;
  tag: string | null;
  discount_id: number | null;
  active: Generated<boolean>;
  position: Generated<number>;
}

export type BundleRewardType = 'Bundle Upgrade' | 'Extra Coins';

export interface BundlePromotionsTable {
  id: Generated<number>;
  name: string;
  featured: Generated<boolean>;
  bundle_id: number;
  reward_type: BundleRewardType;
  upgrade_bundle_id: number | null;
  extra_gc: Generated<bigint>;
  extra_sc: Generated<bigint>;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  /** Caps and controls of migration 29 (docs/promotions.md). */
  first_purchase_only: Generated<boolean>;
  uses_per_player: Generated<number>;
  max_uses: number | null;
  disabled_at: NullableTimestamp;
  created_by: bigint | null;
  updated_at: Timestamp;
}

export type PurchaseStatus = 'initiated' | 'processing' | 'completed' | 'failed' | 'expired';
export type PurchaseConfirmation = 'pending' | 'confirmed' | 'denied';

export interface PurchasesTable {
  id: Generated<bigint>;
  user_id: bigint;
  bundle_id: number;
  promotion_id: number | null;
  merchant_ref_num: string;
  payment_method: 'card' | 'applePay' | 'pay_by_bank' | 'ach_debit';
  amount: bigint;
  gc: bigint;
  sc: bigint;
  status: ColumnType<PurchaseStatus, PurchaseStatus | undefined, PurchaseStatus>;
  vendor_status: Generated<string>;
  vendor_payment_id: string | null;
  failure: string | null;
  credited_gc: bigint | null;
  credited_sc: bigint | null;
  confirmation: PurchaseConfirmation | null;
  clawed_back_gc: bigint | null;
  clawed_back_sc: bigint | null;
  billing: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  /** A denied purchase compliance refunded, and the coins it took back (migration 24). */
  refunded_at: NullableTimestamp;
  refunded_gc: bigint | null;
  refunded_sc: bigint | null;
  /** A denied purchase compliance cleared: the account unfrozen, the coins kept. */
  compliance_cleared_at: NullableTimestamp;
  /** The checkout's handle, recorded by finalise before it pays (migration 30): what the finalise job pays with. */
  payment_handle_token: string | null;
  /** The vendor's refund of a refunded purchase (migration 32); null while the `purchase.refund` job runs. */
  vendor_refund_id: string | null;
  vendor_refunded_at: NullableTimestamp;
}

export type SandboxHandleStatus = 'INITIATED' | 'PAYABLE' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
export type SandboxOutcome = 'success' | 'decline' | 'pending' | 'challenge';

/** The sandbox payment vendor's handles (never read by a real vendor adapter). */
export interface SandboxPaymentHandlesTable {
  merchant_ref_num: string;
  token: string | null;
  amount: bigint;
  currency: string;
  payment_type: string;
  status: SandboxHandleStatus;
  instrument: string | null;
  outcome: SandboxOutcome | null;
  error_code: number | null;
  payment_id: string | null;
  payment_status: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The sandbox's refund of this payment (migration 24). */
  refund_id: string | null;
  refunded_at: Date | null;
}

export type CryptoDepositStatus =
  | 'pending'
  | 'confirming'
  | 'credited'
  | 'below_minimum'
  | 'wrong_network'
  | 'held';

export interface CryptoDepositAddressesTable {
  user_id: bigint;
  currency: string;
  address: string;
  tag: string | null;
  created_at: Timestamp;
}

/** `amount` is numeric: the database answers it as a decimal string. */
export interface CryptoDepositsTable {
  id: Generated<bigint>;
  tx_hash: string;
  currency: string;
  user_id: bigint | null;
  address: string;
  tag: string | null;
  amount: string;
  confirmations: Generated<number>;
  status: ColumnType<CryptoDepositStatus, CryptoDepositStatus | undefined, CryptoDepositStatus>;
  usd_cents: bigint | null;
  credited_gc: bigint | null;
  credited_sc: bigint | null;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  credited_at: NullableTimestamp;
}

/** The sandbox chain's transactions (never read by a real chain adapter). */
export interface SandboxChainTransactionsTable {
  tx_hash: string;
  currency: string;
  address: string;
  tag: string | null;
  amount: string;
  sent_at: Timestamp;
}

/** A player as the ACH vendor's payee; the SSN only by its last four digits. */
export interface AchPayeesTable {
  user_id: bigint;
  vendor_payee_id: string;
  ssn_last4: string | null;
  created_at: Timestamp;
}

export type AchAccountStatus = 'micro_pending' | 'verified' | 'removed';

/** A player's bank account: the vendor's id, the bank and the last four digits, never the number. */
export interface AchAccountsTable {
  id: Generated<bigint>;
  user_id: bigint;
  vendor_account_id: string;
  bank_name: string;
  last4: string;
  status: AchAccountStatus;
  created_at: Timestamp;
}

/** The ACH debit that pays for a purchase. */
export interface AchDebitsTable {
  purchase_id: bigint;
  account_id: bigint;
  vendor_debit_id: string;
  status: ColumnType<AchDebitState, AchDebitState | undefined, AchDebitState>;
  return_code: string | null;
  returned_after_settle: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The sandbox ACH vendor's own books (never read by a real vendor adapter). */
export interface SandboxAchPayeesTable {
  id: string;
  user_id: bigint;
  ssn_valid: Generated<boolean>;
}

export interface SandboxAchSessionsTable {
  id: string;
  payee_id: string;
  account_id: string | null;
  created_at: Timestamp;
}

export interface SandboxAchAccountsTable {
  id: string;
  payee_id: string;
  bank_name: string;
  last4: string;
  status: 'micro_pending' | 'verified' | 'locked' | 'removed';
  micro1: number | null;
  micro2: number | null;
  tries: Generated<number>;
}

export interface SandboxAchDebitsTable {
  id: string;
  reference: string;
  account_id: string;
  amount: bigint;
  status: ColumnType<AchDebitState, AchDebitState | undefined, AchDebitState>;
  return_code: string | null;
  created_at: Timestamp;
}

/** One staff action, append-only (migration 24): who, what, on whom, before, after, why, when. */
export interface StaffAuditLogTable {
  id: Generated<bigint>;
  staff_id: bigint;
  action: string;
  subject_user_id: bigint | null;
  subject_type: string | null;
  subject_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  created_at: Timestamp;
}

/** A staff action above the maker-checker threshold, waiting for a second admin (migration 28). */
export interface StaffApprovalsTable {
  id: Generated<bigint>;
  kind: 'adjustment' | 'bonus_code' | 'vip_bonus';
  payload: ColumnType<unknown, string, never>;
  subject_user_id: bigint | null;
  gc: Money;
  sc: Money;
  maker_id: bigint;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  checker_id: bigint | null;
  decision_reason: string | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

/** A redemption request (migration 23): redeemable SC held as payable until paid or returned. */
export interface RedemptionsTable {
  id: Generated<bigint>;
  user_id: bigint;
  method: RedemptionMethod;
  amount: bigint;
  status: ColumnType<RedemptionStatus, RedemptionStatus | undefined, RedemptionStatus>;
  ach_account_id: bigint | null;
  gift_card_brand: string | null;
  crypto_currency: string | null;
  crypto_network: string | null;
  crypto_address: string | null;
  crypto_tag: string | null;
  destination: string;
  reason: string | null;
  vendor_payout_id: string | null;
  payout_reference: string | null;
  /**
   * The gift card's code sealed (migration 31); `gift_card_code`, its plain column before, is left out
   * of this type so nothing writes it again (the app seals and nulls what it held when it starts).
   */
  gift_card_code_sealed: string | null;
  /** The code's last four characters: the staff's masked view needs no key. */
  gift_card_code_last4: string | null;
  review_due_at: Timestamp;
  payout_due_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One status change of a redemption, its timeline (migration 23). */
export interface RedemptionEventsTable {
  id: Generated<bigint>;
  redemption_id: bigint;
  status: RedemptionStatus;
  actor: RedemptionActor;
  actor_id: bigint | null;
  reason: string | null;
  at: Timestamp;
}

/** A player's W-9 style tax details (migration 26): the SSN sealed, its last four in clear. */
export interface TaxDetailsTable {
  user_id: bigint;
  legal_name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  ssn_sealed: string;
  ssn_last4: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The sandbox ACH vendor's payouts (migration 26). */
export interface SandboxAchDisbursementsTable {
  id: string;
  reference: string;
  payee_id: string;
  account_id: string;
  amount: bigint;
  status: ColumnType<'pending' | 'paid' | 'failed', 'pending' | 'paid' | 'failed' | undefined>;
  failure_code: string | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

/** The sandbox gift-card vendor's issued cards, one per reference (migration 26). */
export interface SandboxGiftCardsTable {
  reference: string;
  brand: string;
  amount: bigint;
  code: string;
  issued_at: Timestamp;
}

/** Outcomes a tester queued for the sandbox gift-card vendor's next issues (migration 26). */
/** A sandbox vendor a tester made unreachable until a time (migration 31). */
export interface SandboxVendorOutagesTable {
  vendor: string;
  until: Timestamp;
}

export interface SandboxGiftCardOutcomesTable {
  id: Generated<bigint>;
  outcome: 'issued' | 'out_of_stock' | 'brand_unavailable';
  used_at: NullableTimestamp;
}

/** Withdrawals the sandbox chain sent, one per reference (migration 26). */
export interface SandboxChainSendsTable {
  reference: string;
  tx_hash: string;
  currency: string;
  address: string;
  tag: string | null;
  amount: string;
  sent_at: Timestamp;
}

/** A player's free-entry request (migration 25): the code, then what staff entered from the mailed card. */
export interface AmoeRequestsTable {
  id: Generated<bigint>;
  user_id: bigint;
  code: string;
  status: ColumnType<AmoeRequestStatus, AmoeRequestStatus | undefined, AmoeRequestStatus>;
  refusal: AmoeRefusalReason | null;
  reason: string | null;
  sc: bigint | null;
  legal_name: string | null;
  address: string | null;
  received_on: ColumnType<string | null, string | null | undefined, string | null>;
  entered_by: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One status change of a free-entry request, its timeline (migration 25). */
export interface AmoeRequestEventsTable {
  id: Generated<bigint>;
  request_id: bigint;
  status: AmoeRequestStatus;
  actor: 'player' | 'staff';
  actor_id: bigint | null;
  reason: string | null;
  at: Timestamp;
}

/** A player's cashier order (migration 25, spec §3 Order): staff complete or cancel it; no coins move. */
export interface CashierOrdersTable {
  id: Generated<bigint>;
  user_id: bigint;
  amount: bigint;
  rsn: string;
  type: OrderType;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  cancel_reason: string | null;
  decided_by: bigint | null;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  user_devices: UserDevicesTable;
  one_time_tokens: OneTimeTokensTable;
  auth_failures: AuthFailuresTable;
  login_tickets: LoginTicketsTable;
  outbox_messages: OutboxMessagesTable;
  server_secrets: ServerSecretsTable;
  used_captchas: UsedCaptchasTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  seed_pairs: SeedPairsTable;
  bets: BetsTable;
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  duels: DuelsTable;
  idempotent_requests: IdempotentRequestsTable;
  event_outbox: EventOutboxTable;
  jobs: JobsTable;
  policies: PoliciesTable;
  policy_versions: PolicyVersionsTable;
  policy_acceptances: PolicyAcceptancesTable;
  identity_verifications: IdentityVerificationsTable;
  identity_webhook_receipts: IdentityWebhookReceiptsTable;
  identity_flags: IdentityFlagsTable;
  location_checks: LocationChecksTable;
  sandbox_locations: SandboxLocationsTable;
  play_restrictions: PlayRestrictionsTable;
  player_limits: PlayerLimitsTable;
  player_gates: PlayerGatesTable;
  bonus_states: BonusStatesTable;
  bonus_codes: BonusCodesTable;
  vip_bonuses: VipBonusesTable;
  bonus_claims: BonusClaimsTable;
  special_discounts: SpecialDiscountsTable;
  bundles: BundlesTable;
  bundle_promotions: BundlePromotionsTable;
  purchases: PurchasesTable;
  sandbox_payment_handles: SandboxPaymentHandlesTable;
  crypto_deposit_addresses: CryptoDepositAddressesTable;
  crypto_deposits: CryptoDepositsTable;
  sandbox_chain_transactions: SandboxChainTransactionsTable;
  ach_payees: AchPayeesTable;
  ach_accounts: AchAccountsTable;
  ach_debits: AchDebitsTable;
  sandbox_ach_payees: SandboxAchPayeesTable;
  sandbox_ach_sessions: SandboxAchSessionsTable;
  sandbox_ach_accounts: SandboxAchAccountsTable;
  sandbox_ach_debits: SandboxAchDebitsTable;
  staff_audit_log: StaffAuditLogTable;
  staff_approvals: StaffApprovalsTable;
  redemptions: RedemptionsTable;
  redemption_events: RedemptionEventsTable;
  amoe_requests: AmoeRequestsTable;
  amoe_request_events: AmoeRequestEventsTable;
  cashier_orders: CashierOrdersTable;
  tax_details: TaxDetailsTable;
  sandbox_ach_disbursements: SandboxAchDisbursementsTable;
  sandbox_gift_cards: SandboxGiftCardsTable;
  sandbox_gift_card_outcomes: SandboxGiftCardOutcomesTable;
  sandbox_vendor_outages: SandboxVendorOutagesTable;
  sandbox_chain_sends: SandboxChainSendsTable;
}
