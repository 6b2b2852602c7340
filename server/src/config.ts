import { isIP } from 'node:net';
import { parseAmount, RAIN_WARNING_SECONDS, STATE_RULE_KINDS } from '@casino/contract';
import { z } from 'zod';

const optionalFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
const flag = (fallback: boolean) => optionalFlag.transform((v) => v ?? fallback);

const playLimits = (fallback: string) =>
  z
    .string()
    .regex(
      /^\d+(\.\d{1,2})?,\d+(\.\d{1,2})?,\d+(\.\d{1,2})?$/,
      'expected min,max,max-payout such as 0.01,10000,100000',
    )
    .default(fallback);

/** A coin amount such as "1000" or "99.50", read as bigint minor units. */
const staffAmount = (fallback: string) =>
  z
    .string()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, 'expected a coin amount such as 1000 or 99.50')
    .default(fallback)
    .transform((text) => parseAmount(text) ?? 0n);

/** "BTC=60000,ETH=3000.5": a number per currency code, read into a map. */
const codeNumbers = (message: string) =>
  z
    .string()
    .regex(/^([A-Z-]+=\d+(\.\d+)?)?(,[A-Z-]+=\d+(\.\d+)?)*$/, message)
    .default('')
    .transform((text) =>
      Object.fromEntries(
        text
          .split(',')
          .filter(Boolean)
          .map((pair) => pair.split('=') as [string, string]),
      ),
    );

/** `{"AL": 21}`: states whose players must be older than the 18 everywhere else (sweepstakes.md). */
const minimumAgeByState = z
  .string()
  .default('{}')
  .transform((text, ctx) => {
    try {
      return z
        .record(z.string().regex(/^[A-Z]{2}$/), z.number().int().min(18).max(99))
        .parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON map of state to age such as {"AL":21}' });
      return z.NEVER;
    }
  });

/** proxy-addr's names for address ranges (Fastify's `trustProxy`): 127.0.0.0/8 and ::1, and the like. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (rest.length > 0 || version === 0) return PROXY_RANGE_NAMES.has(entry);
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Who may tell the client's address (`X-Forwarded-For`), which rate limits and sign-in records key on:
 * `false`, nobody (the connection's peer is the client); `true`, every hop, safe only when the balancer
 * overwrites the header and no client can reach an instance past it; or the balancer's addresses and
 * ranges, `127.0.0.1,10.0.0.0/8`: the client is the nearest address not among them, so an address a
 * client wrote into the header itself is never believed.
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((text, ctx): boolean | string[] => {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected true, false, or addresses and ranges such as 127.0.0.1,10.0.0.0/8',
    });
    return z.NEVER;
  });

/** Every setting has an embedded default so `npm start` runs with no configuration at all. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  // Instant plays and third-party providers' wallet calls settle in batches, one batch at a time per
  // lane; lanes split the 64 house shards, so the count must divide 64 (PlayPostings and
  // WalletCallBatches refuse to start otherwise). One lane by default: on the 2-CPU machine
  // (npm run bench:dice, 2026-11-26, alternating runs) one lane's larger batches cost the database
  // 0.14-0.16 ms of CPU per play against 0.19-0.21 ms with two, for 4,026-4,526 plays/s and p99 25-29 ms
  // against 3,636-4,207 and 30-36 ms; the Hub88 wallet (npm run bench:hub88, 2026-11-29) made 863-911
  // signed pairs/s at 1.65-1.75 ms of the machine's CPU a pair with one lane, 908-916 at 1.83-1.88 with
  // two, and 709 at 2.51 with the eight it had. More instances still settle side by side.
  PLAY_BATCH_LANES: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  /** Prefix of this deployment's Redis keys and channels, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits, _ : . - only')
    .default(''),
  JWT_SECRET: z.string().min(32).optional(),
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  CAPTCHA_ENABLED: flag(true),
  /**
   * The captcha's proof of work: the browser tries on average half this many hashes. Higher costs bots
   * (and slow phones) more; the browser tests lower it, as they shorten crash rounds.
   */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
  SIGNUP_BONUS_GC: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('10000'),
  SIGNUP_BONUS_SC: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('1'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  ACCOUNT_RESTORE_DAYS: z.coerce.number().int().positive().default(30),
  MAINTENANCE: flag(false),
  /** Guests at / see the marketing landing page (spec §2); off shows them the lobby instead. */
  LANDING_ENABLED: flag(true),
  TRUST_PROXY: trustedProxies,
  /**
   * Whether the outside services (identity, geolocation, and later payments and providers) are their
   * sandboxes, whose tester controls choose each outcome, or the live vendors. Unset: live under
   * production, sandbox otherwise. `npm start` sets sandbox: it is a local demo on the embedded database.
   * A live configuration can never choose a sandbox, so it can never reach a tester's control.
   */
  VENDORS: z.enum(['sandbox', 'live']).optional(),
  /** Unset: on with the sandboxes, off with live vendors (the outbox holds live reset links). */
  SANDBOX_OUTBOX: optionalFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Who may read GET /metrics: with a token, only its bearer (from anywhere); without, only a scraper
   * connecting straight from this machine or a private network (docs/operations.md).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Readiness fails once a due job has waited this long for a worker: the queue is stuck. */
  JOBS_STUCK_AFTER_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  WEB_DIST: z.string().default('web/dist'),
  /**
   * On SIGTERM or SIGINT the server drains (no new work, requests in flight answered, sockets sent
   * elsewhere) and exits; past this bound it exits anyway, with code 1.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Per-game house edge overrides, "limbo=0.02,keno=0.01"; defaults in modules/games/house-edges.ts. */
  HOUSE_EDGES: z
    .string()
    .regex(/^(\w+=0?\.\d+)?(,\w+=0?\.\d+)*$/, 'expected game=edge pairs such as limbo=0.01')
    .default(''),
  /** Per coin: minimum play, maximum play, maximum payout of one play. */
  PLAY_LIMITS_GC: playLimits('0.01,10000000,1000000000'),
  PLAY_LIMITS_SC: playLimits('0.01,10000,100000'),
  /** Crash: whether this instance may run rounds (one instance at a time does, by advisory lock). */
  CRASH_ENABLED: flag(true),
  CRASH_BETTING_MS: z.coerce.number().int().min(100).default(7000),
  /** Pause between a crash and the next betting window. */
  CRASH_PAUSE_MS: z.coerce.number().int().min(0).default(3000),
  /** The multiplier is e^(growth · seconds): 0.06 doubles it in about 11.6 s. */
  CRASH_GROWTH: z.coerce.number().positive().max(10).default(0.06),
  /** Rounds in a new hash chain (made once, at first start). */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(50_000_000).default(1_000_000),
  /** A public salt chosen after the chain (a future block hash); random, with its time, when unset. */
  CRASH_SALT: z.string().min(8).max(128).optional(),
  /** Spec §6: usernames flagged prohibitedAccess, comma-separated; they see most providers' games blocked. */
  PROHIBITED_ACCESS_USERNAMES: z.string().max(2000).default('prohibited_demo,region_blocked_demo'),
  /**
   * How long a third-party game's launch token admits new bets; each bet in its second half extends it
   * by as much again. Wins, refunds and rollbacks are paid whatever its age.
   */
  GAME_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * A live game aggregator's keys (PEM): Hub88's public key, which checks its wallet calls, and ours,
   * which signs our calls to its Operator API (launches, free rounds); and Pragmatic Play's shared hash
   * secret. Unset with the sandboxes: the sandbox provider's, made on first start and kept in the
   * database. Unset with live vendors: no wallet route answers, since no provider could be checked.
   */
  HUB88_CASINO_PRIVATE_KEY: z.string().min(100).optional(),
  HUB88_PROVIDER_PUBLIC_KEY: z.string().min(100).optional(),
  /**
   * Hub88's Operator API with live vendors (for example https://api.hub88.io) and the casino's
   * `operator_id` there: with HUB88_CASINO_PRIVATE_KEY, Hub88 games launch through it. Unset: they cannot
   * be launched. The sandboxes never read them (the sandbox provider answers the same API itself).
   */
  HUB88_API_URL: z.string().url().optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().positive().optional(),
  PRAGMATIC_SECRET_KEY: z.string().min(16).optional(),
  /** Who verifies identities. Unset: follows VENDORS (the sandbox, or Veriff). */
  IDENTITY_VENDOR: z.enum(['sandbox', 'veriff']).optional(),
  /** The webhooks' HMAC key (Veriff's shared secret); generated per install when unset. */
  IDENTITY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * How old (or how far ahead) a sandbox vendor's webhook signature may be: a captured webhook is refused
   * once older. Live Veriff signs without a time (its own scheme), so this covers our sandboxes only.
   */
  WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How long the sandbox waits before it sends a decision, as the vendor does. */
  IDENTITY_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  IDENTITY_MIN_AGE_BY_STATE: minimumAgeByState,
  VERIFF_API_KEY: z.string().optional(),
  VERIFF_BASE_URL: z.string().url().default('https://stationapi.veriff.com'),
  /** Which geolocation vendor verifies a location check. Unset: follows VENDORS (the sandbox, or Radar). */
  GEOLOCATION: z.enum(['sandbox', 'radar']).optional(),
  /** Radar's secret key: it signs the verified-location tokens the server accepts. */
  RADAR_SECRET_KEY: z.string().min(16).optional(),
  /** Where the sandbox places a player with no tester override; unset: the state they registered in. */
  GEOLOCATION_SANDBOX_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /**
   * Per-state rules over the default (the spec's twelve excluded states blocked, the rest allowed), as
   * JSON: {"TX":"gc_only","FL":"redeem_only","NY":"allowed"}.
   */
  STATE_RULES: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      const parsed = z
        .record(z.string().regex(/^[A-Z]{2}$/), z.enum(STATE_RULE_KINDS))
        .safeParse(safeJson(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'expected JSON such as {"TX":"gc_only"}' });
      return z.NEVER;
    }),
  /** How long a passed location check lets a player play Sweeps Coins before another is needed. */
  LOCATION_FRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Site-config flags (spec §7): the daily bonus and purchases ask for a location check. */
  RADAR_ENABLE_DAILY_BONUS: flag(true),
  RADAR_ENABLE_PURCHASE: flag(true),
  /** Once a player's purchases pass this total (USD), further purchases need a verified identity (spec §5). */
  VERIFICATION_TOTAL_PURCHASES_USD: z.coerce.number().int().min(0).default(2000),
  /** Who takes payments (hosted checkout). Unset: follows VENDORS (the sandbox, or Paysafe). */
  PAYMENTS_VENDOR: z.enum(['sandbox', 'paysafe']).optional(),
  /** Paysafe's API key (`username:password` as Paysafe issues it) and merchant account id. */
  PAYSAFE_API_KEY: z.string().min(8).optional(),
  PAYSAFE_ACCOUNT_ID: z.string().optional(),
  PAYSAFE_BASE_URL: z.string().url().default('https://api.paysafe.com'),
  /** How long the sandbox vendor takes to answer a payment, as the real one does. */
  PAYMENTS_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(400),
  /**
   * Where the sandbox game provider sends its wallet calls. Unset: into this very app, through its whole
   * HTTP stack without a socket; set (another instance, or the site behind its proxy): over HTTP.
   */
  PROVIDER_SANDBOX_WALLET_URL: z.string().url().optional(),
  /**
   * Who watches the crypto deposit addresses. Unset: the sandbox chain with sandbox vendors; with live
   * vendors 'none' (no chain vendor is integrated yet: `POST /api/coins` answers that crypto is unavailable).
   */
  CHAIN_VENDOR: z.enum(['sandbox', 'none']).optional(),
  /** The sandbox chain's block interval: a sent deposit gains one confirmation per interval. */
  CHAIN_SANDBOX_BLOCK_MS: z.coerce.number().int().min(10).max(600_000).default(3000),
  /** How often this instance asks the chain for deposits and credits the confirmed ones; 0: never. */
  CRYPTO_WATCH_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Who delivers mail. Unset: follows VENDORS (the sandbox outbox, or SMTP). docs/mail-and-sms.md. */
  MAIL_VENDOR: z.enum(['sandbox', 'smtp']).optional(),
  /** The SMTP server with its credentials, smtps://user:pass@host:465 (or smtp:// with STARTTLS, port 587). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'expected smtps://user:pass@host:465 or smtp://user:pass@host:587')
    .optional(),
  /** The sender of every mail, "Casino <no-reply@example.com>" or a bare address. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Who delivers SMS. Unset: follows VENDORS (the sandbox outbox, or Twilio). */
  SMS_VENDOR: z.enum(['sandbox', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'expected the account SID, AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sending number in E.164 (+15551234567) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/, 'expected +15551234567 or a Messaging Service SID')
    .optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  // The durable job queue (server/src/jobs): vendor calls that move money, mail and SMS.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_LEASE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(1).max(3_600_000).default(300_000),
  // How often each instance looks for purchases and payouts not final with the vendor (0: never).
  RECONCILE_EVERY_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // A purchase or payout is asked about once it has been open this long.
  RECONCILE_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).default(180_000),
  /** USD per coin over the defaults (modules/wallet/crypto/currencies.ts), "BTC=60000,ETH=3000.5". */
  CRYPTO_USD_RATES: codeNumbers('expected code=rate pairs such as BTC=60000,ETH=3000'),
  /** Confirmations a deposit needs before it is credited, over the defaults, "BTC=2,ETH=12". */
  CRYPTO_CONFIRMATIONS: codeNumbers('expected code=count pairs such as BTC=2,ETH=12'),
  /** Site-config flags (spec §3): offer Apple Pay (US and CA players) and pay by bank. */
  APPLE_PAY_ENABLE: flag(true),
  PAY_BY_BANK_ENABLE: flag(true),
  /**
   * Bank transfers (spec §7 `apt-pay`): the ACH vendor's webhook HMAC key (generated per install when
   * unset) and how long the sandbox bank waits before it reports a debit settled or returned.
   */
  ACH_WEBHOOK_SECRET: z.string().min(16).optional(),
  ACH_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** When the sandbox bank pays a payout no tester decided; 0: never by itself, a tester decides each. */
  ACH_SANDBOX_PAYOUT_SETTLE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Raising or removing a player's own limit waits this long; lowering one applies at once. */
  LIMIT_COOLING_OFF_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Reload (bonuses module): this share (percent) of a purchase's GC and free SC back, once per purchase. */
  RELOAD_PERCENT: z.coerce.number().int().min(1).max(100).default(10),
  /** Hours after a purchase during which its reload can be claimed. */
  RELOAD_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Hours a player waits after one reload before the next. */
  RELOAD_COOLDOWN_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /** Rakeback: this share (percent) of the house edge of each settled play, in the play's coin. */
  RAKEBACK_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** Lossback: this share (percent) of a week's net loss per coin, claimable for 7 days after the week. */
  LOSSBACK_PERCENT: z.coerce.number().min(0).max(100).default(5),
  /** Free entry (AMOE): the SC each valid mailed card credits, in coins (sweepstakes.md: 5 by default). */
  AMOE_SC_PER_REQUEST: z.coerce.number().min(0.01).max(1000).default(5),
  /** Where players mail their free-entry cards: the recipient, then address lines, separated by `|`. */
  AMOE_MAILING_ADDRESS: z
    .string()
    .min(5)
    .default('Free Entry Department | PO Box 4512 | Austin, TX 78701 | United States'),
  /** Redemptions: the promised hours of each stage (review, then payout), shown to the player as a clock. */
  REDEMPTION_REVIEW_HOURS: z.coerce.number().min(1).max(720).default(24),
  REDEMPTION_PAYOUT_HOURS: z.coerce.number().min(1).max(720).default(48),
  /** Staff see a request as due soon this many hours before its promised time. */
  REDEMPTION_DUE_SOON_HOURS: z.coerce.number().min(0).max(720).default(4),
  /** The least SC each way of redeeming takes (sweepstakes.md: 100 by bank, 25 by gift card). */
  REDEMPTION_MIN_BANK_SC: z.coerce.number().int().min(1).max(1_000_000).default(100),
  REDEMPTION_MIN_GIFT_CARD_SC: z.coerce.number().int().min(1).max(1_000_000).default(25),
  REDEMPTION_MIN_CRYPTO_SC: z.coerce.number().int().min(1).max(1_000_000).default(50),
  // Staff powers (docs/back-office.md): the most one staff action may give or take, per coin; above it refused.
  STAFF_CAP_ADJUST_SC: staffAmount('1000'),
  STAFF_CAP_ADJUST_GC: staffAmount('10000000'),
  STAFF_CAP_VIP_BONUS_SC: staffAmount('500'),
  STAFF_CAP_VIP_BONUS_GC: staffAmount('5000000'),
  /** A bonus code's coins per claim. */
  STAFF_CAP_BONUS_CODE_SC: staffAmount('100'),
  STAFF_CAP_BONUS_CODE_GC: staffAmount('1000000'),
  /** A bonus code's coins per claim times its claim cap (a code without one is unbounded, so refused). */
  STAFF_CAP_BONUS_CODE_TOTAL_SC: staffAmount('10000'),
  STAFF_CAP_BONUS_CODE_TOTAL_GC: staffAmount('100000000'),
  /** A rain's pot, all its shares together (docs/chat.md "Rain"). */
  STAFF_CAP_RAIN_SC: staffAmount('100'),
  STAFF_CAP_RAIN_GC: staffAmount('1000000'),
  // The house's scheduled rain (docs/chat.md "Rain"): every RAIN_EVERY_MINUTES (0: off) in RAIN_ROOM, with this pot.
  RAIN_EVERY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(180),
  RAIN_ROOM: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .default('lobby'),
  RAIN_GC: staffAmount('50000'),
  RAIN_SC: staffAmount('5'),
  // Every rain's warning, scheduled or staff's: how long the room has to chat before it pays.
  RAIN_WARNING_SECONDS: z.coerce.number().int().min(5).max(600).default(RAIN_WARNING_SECONDS),
  // Maker-checker: an adjustment, bonus code, VIP bonus or rain giving more than this waits for a second admin.
  STAFF_APPROVAL_OVER_SC: staffAmount('100'),
  STAFF_APPROVAL_OVER_GC: staffAmount('1000000'),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type Resolved =
  | 'VENDORS'
  | 'SANDBOX_OUTBOX'
  | 'IDENTITY_VENDOR'
  | 'GEOLOCATION'
  | 'PAYMENTS_VENDOR'
  | 'CHAIN_VENDOR'
  | 'MAIL_VENDOR'
  | 'SMS_VENDOR';
export type Config = Omit<z.infer<typeof configSchema>, Resolved> & {
  VENDORS: 'sandbox' | 'live';
  SANDBOX_OUTBOX: boolean;
  IDENTITY_VENDOR: 'sandbox' | 'veriff';
  GEOLOCATION: 'sandbox' | 'radar';
  PAYMENTS_VENDOR: 'sandbox' | 'paysafe';
  CHAIN_VENDOR: 'sandbox' | 'none';
  MAIL_VENDOR: 'sandbox' | 'smtp';
  SMS_VENDOR: 'sandbox' | 'twilio';
  appUrl: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const vendors = config.VENDORS ?? (config.NODE_ENV === 'production' ? 'live' : 'sandbox');
  const live = vendors === 'live';
  const identity = config.IDENTITY_VENDOR ?? (live ? 'veriff' : 'sandbox');
  const geolocation = config.GEOLOCATION ?? (live ? 'radar' : 'sandbox');
  // A sandbox lets a tester choose outcomes: a live configuration can never be made to use one.
  if (live && identity === 'sandbox')
    throw new Error('Invalid configuration: IDENTITY_VENDOR: the sandbox cannot run with live vendors');
  if (live && geolocation === 'sandbox')
    throw new Error('Invalid configuration: GEOLOCATION: the sandbox cannot run with live vendors');
  if (geolocation === 'radar' && !config.RADAR_SECRET_KEY)
    throw new Error('Invalid configuration: GEOLOCATION=radar needs RADAR_SECRET_KEY');
  const payments = config.PAYMENTS_VENDOR ?? (live ? 'paysafe' : 'sandbox');
  if (live && payments === 'sandbox')
    throw new Error('Invalid configuration: PAYMENTS_VENDOR: the sandbox cannot run with live vendors');
  if (payments === 'paysafe' && (!config.PAYSAFE_API_KEY || !config.PAYSAFE_ACCOUNT_ID))
    throw new Error(
      'Invalid configuration: PAYMENTS_VENDOR=paysafe needs PAYSAFE_API_KEY and PAYSAFE_ACCOUNT_ID',
    );
  const chain = config.CHAIN_VENDOR ?? (live ? 'none' : 'sandbox');
  if (live && chain === 'sandbox')
    throw new Error('Invalid configuration: CHAIN_VENDOR: the sandbox cannot run with live vendors');
  const mail = config.MAIL_VENDOR ?? (live ? 'smtp' : 'sandbox');
  // The sandbox would keep live reset links in a table and mail nobody: a live site must really send.
  if (live && mail === 'sandbox')
    throw new Error('Invalid configuration: MAIL_VENDOR: the sandbox cannot run with live vendors');
  if (mail === 'smtp' && (!config.SMTP_URL || !config.MAIL_FROM))
    throw new Error('Invalid configuration: MAIL_VENDOR=smtp needs SMTP_URL and MAIL_FROM');
  const sms = config.SMS_VENDOR ?? (live ? 'twilio' : 'sandbox');
  if (live && sms === 'sandbox')
    throw new Error('Invalid configuration: SMS_VENDOR: the sandbox cannot run with live vendors');
  if (sms === 'twilio' && (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_FROM))
    throw new Error(
      'Invalid configuration: SMS_VENDOR=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  return {
    ...config,
    VENDORS: vendors,
    CHAIN_VENDOR: chain,
    MAIL_VENDOR: mail,
    SMS_VENDOR: sms,
    SANDBOX_OUTBOX: config.SANDBOX_OUTBOX ?? !live,
    IDENTITY_VENDOR: identity,
    GEOLOCATION: geolocation,
    PAYMENTS_VENDOR: payments,
    appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`,
  };
}
