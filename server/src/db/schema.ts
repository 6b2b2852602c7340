import type {
  CrashRoundStatus,
  LocationFraudFlag,
  PlayerLimitKind,
  PlayerLimitPeriod,
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
  | 'duel_escrow';

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
}
