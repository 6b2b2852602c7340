import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AchVendor } from './adapters/ach/interface';
import { SandboxAch } from './adapters/ach/sandbox';
import { AltchaCaptcha, type Captcha, DisabledCaptcha } from './adapters/captcha/captcha';
import type { ChainVendor } from './adapters/chain/interface';
import { SandboxChain } from './adapters/chain/sandbox';
import { injectedWebhooks } from './adapters/delayed-webhooks';
import type { Geolocation } from './adapters/geolocation/interface';
import { RadarGeolocation } from './adapters/geolocation/radar';
import { SandboxGeolocation } from './adapters/geolocation/sandbox';
import type { GiftCardVendor } from './adapters/gift-cards/interface';
import { SandboxGiftCards } from './adapters/gift-cards/sandbox';
import type { IdentityVendor } from './adapters/identity/interface';
import { SandboxIdentity } from './adapters/identity/sandbox';
import { VeriffIdentity } from './adapters/identity/veriff';
import { type Mailer, QueuedMailer } from './adapters/mail/mailer';
import type { PaymentVendor } from './adapters/payments/interface';
import { PaysafePayments } from './adapters/payments/paysafe';
import { SandboxPayments } from './adapters/payments/sandbox';
import { QueuedSms, type SmsSender } from './adapters/sms/sms';
import type { Config } from './config';
import type { Database, DatabaseHandle, PreparedQuery, TryLeadership } from './db/database';
import { DatabaseRateLimiter } from './http/database-rate-limiter';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './http/rate-limiter';
import { readWebBuild } from './http/web-app';
import { Ledger } from './ledger/ledger';
import { Sessions, TwoFactorSecrets } from './modules/auth';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { connectRedis } from './redis';
import { serverSecret } from './secrets';

/**
 * What the app is built on: the database, the ledger, sessions, the realtime hub, rate limits and every
 * vendor adapter, each picked by configuration. Only the composition root (app.ts) and the tests that
 * build the app see it whole; a module is handed the few parts its ports declare, never this.
 */
export interface Infrastructure {
  config: Config;
  db: Database;
  prepared: PreparedQuery;
  tryLeadership: TryLeadership;
  ledger: Ledger;
  sessions: Sessions;
  twoFactor: TwoFactorSecrets;
  captcha: Captcha;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVendor;
  rateLimiter: RateLimiter;
  /** Failed password and code checks: in Redis when configured, else in the database (never in memory). */
  failedAttempts: RateLimiter;
  hub: RealtimeHub;
  geolocation: Geolocation;
  /** The payment vendor's hosted checkout (the sandbox, or Paysafe). */
  payments: PaymentVendor;
  /** Who watches crypto deposit addresses (the sandbox chain), or null when none is configured. */
  chain: ChainVendor | null;
  /** The ACH vendor for bank transfers (the sandbox); null with live vendors, where none is built yet. */
  ach: AchVendor | null;
  /** The gift-card vendor prizes are paid in (the sandbox); null with live vendors, where none is built yet. */
  giftCards: GiftCardVendor | null;
  /** The rate limits' Redis connection, closed with the app; null without REDIS_URL. */
  redis: Redis | null;
}

/** Builds the infrastructure `config` asks for; the sandboxes post their signed webhooks to `app` itself. */
export async function buildInfrastructure(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): Promise<Infrastructure> {
  const { db } = database;
  const sessions = new Sessions(
    db,
    await serverSecret(db, 'jwt', config.JWT_SECRET),
    config.SESSION_TTL_DAYS,
  );
  // Rate limits must not wait for a reconnect: without an offline queue a command fails at once.
  const redis = config.REDIS_URL
    ? connectRedis(config.REDIS_URL, 'rate limits', app.log, { enableOfflineQueue: false })
    : null;
  const identitySecret = await serverSecret(db, 'identity-webhook', config.IDENTITY_WEBHOOK_SECRET);
  const achSecret = await serverSecret(db, 'ach-webhook', config.ACH_WEBHOOK_SECRET);
  const databaseLimiter = new DatabaseRateLimiter(db);
  const redisLimiter = redis ? new RedisRateLimiter(redis, databaseLimiter, config.REDIS_KEY_PREFIX) : null;
  return {
    redis,
    config,
    db,
    prepared: database.prepared,
    tryLeadership: database.tryLeadership,
    ledger: await Ledger.load(db),
    sessions,
    twoFactor: new TwoFactorSecrets(await serverSecret(db, 'two-factor', config.TWO_FACTOR_KEY)),
    captcha: config.CAPTCHA_ENABLED
      ? new AltchaCaptcha(db, await serverSecret(db, 'captcha'), config.CAPTCHA_MAX_NUMBER)
      : new DisabledCaptcha(),
    mailer: new QueuedMailer(db),
    sms: new QueuedSms(db),
    // The sandbox "vendor" posts its signed webhooks to this very app, through the whole HTTP stack.
    identity:
      config.IDENTITY_VENDOR === 'veriff'
        ? new VeriffIdentity(config.VERIFF_API_KEY, identitySecret, config.VERIFF_BASE_URL)
        : new SandboxIdentity(
            identitySecret,
            config.IDENTITY_WEBHOOK_DELAY_MS,
            injectedWebhooks(app, '/api/webhooks/veriff', 'x-hmac-signature'),
            app.log,
            config.WEBHOOK_TOLERANCE_SECONDS,
          ),
    rateLimiter: redisLimiter ?? new MemoryRateLimiter(),
    failedAttempts: redisLimiter ?? databaseLimiter,
    hub: createRealtimeHub(
      app.server,
      sessions,
      app.log,
      config.REDIS_URL,
      config.REDIS_KEY_PREFIX,
      readWebBuild(config.WEB_DIST),
    ),
    geolocation:
      config.GEOLOCATION === 'radar'
        ? new RadarGeolocation(config.RADAR_SECRET_KEY as string)
        : new SandboxGeolocation(db, config.GEOLOCATION_SANDBOX_STATE),
    payments:
      config.PAYMENTS_VENDOR === 'paysafe'
        ? new PaysafePayments(
            config.PAYSAFE_API_KEY as string,
            config.PAYSAFE_ACCOUNT_ID as string,
            config.PAYSAFE_BASE_URL,
          )
        : new SandboxPayments(db, config.PAYMENTS_SANDBOX_DELAY_MS),
    chain:
      config.CHAIN_VENDOR === 'sandbox'
        ? new SandboxChain(db, await serverSecret(db, 'sandbox-chain'), config.CHAIN_SANDBOX_BLOCK_MS)
        : null,
    // No live ACH vendor is built yet: with live vendors the bank-transfer calls refuse.
    ach:
      config.VENDORS === 'sandbox'
        ? new SandboxAch(
            db,
            achSecret,
            config.ACH_SANDBOX_DELAY_MS,
            injectedWebhooks(app, '/api/webhooks/apt-pay', 'x-aptpay-signature'),
            app.log,
            config.ACH_SANDBOX_PAYOUT_SETTLE_MS || null,
            config.WEBHOOK_TOLERANCE_SECONDS,
          )
        : null,
    giftCards: config.VENDORS === 'sandbox' ? new SandboxGiftCards(db) : null,
  };
}
