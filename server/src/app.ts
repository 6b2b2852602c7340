import Fastify, { type FastifyInstance } from 'fastify';
import { SandboxAch } from './adapters/ach/sandbox';
import { AltchaCaptcha, DisabledCaptcha } from './adapters/captcha/captcha';
import { SandboxChain } from './adapters/chain/sandbox';
import { injectedWebhooks } from './adapters/delayed-webhooks';
import { RadarGeolocation } from './adapters/geolocation/radar';
import { SandboxGeolocation } from './adapters/geolocation/sandbox';
import { SandboxGiftCards } from './adapters/gift-cards/sandbox';
import { SandboxIdentity } from './adapters/identity/sandbox';
import { VeriffIdentity } from './adapters/identity/veriff';
import { MAIL_JOB, mailJobHandler, QueuedMailer } from './adapters/mail/mailer';
import { mailTransport } from './adapters/mail/transport';
import { PaysafePayments } from './adapters/payments/paysafe';
import { SandboxPayments } from './adapters/payments/sandbox';
import { QueuedSms, SMS_JOB, smsJobHandler } from './adapters/sms/sms';
import { smsTransport } from './adapters/sms/transport';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { DatabaseRateLimiter } from './http/database-rate-limiter';
import { DRAIN_SERVER_OPTIONS, registerDrain, shutdownStep } from './http/drain';
import { registerErrorHandler } from './http/error-handler';
import { healthRoute } from './http/health';
import { LOG_REDACTION, serializeRequest } from './http/log-redaction';
import { refuseNulBytes } from './http/nul-bytes';
import { MemoryRateLimiter, RedisRateLimiter } from './http/rate-limiter';
import { requestLoggerFactory } from './http/request-logger';
import { registerSecurityHeaders } from './http/security';
import { typedRoutes } from './http/typed-routes';
import { serveWebApp } from './http/web-app';
import { type JobHandlers, type JobWorker, type Sweep, startJobWorker, startSweeps } from './jobs';
import { Ledger } from './ledger/ledger';
import { adminRoutes, applyApprovedAdjustment } from './modules/admin';
import { amoeAdminRoutes, amoeRoutes } from './modules/amoe';
import { authRoutes, Sessions, TwoFactorSecrets } from './modules/auth';
import {
  applyApprovedBonusCode,
  applyApprovedVipBonus,
  bonusAdminRoutes,
  bonusRoutes,
} from './modules/bonuses';
import { catalogRoutes } from './modules/catalog';
import { contentRoutes } from './modules/content';
import { devRoutes } from './modules/dev';
import { Eligibility } from './modules/eligibility';
import { createGamesModule } from './modules/games';
import { identityRoutes, verifiedIdentities } from './modules/identity';
import { locationRoutes } from './modules/location';
import { createOrdersModule } from './modules/orders';
import { policyRoutes } from './modules/policies';
import {
  applyDisbursement,
  payoutJobHandlers,
  payoutSweep,
  redemptionAdminRoutes,
  redemptionRoutes,
  sealStoredGiftCardCodes,
} from './modules/redemptions';
import { responsiblePlayRoutes } from './modules/responsible-play';
import { siteRoutes } from './modules/site';
import { staffApprovalRoutes } from './modules/staff-approvals';
import { createTaxModule } from './modules/tax';
import { transactionRoutes } from './modules/transactions';
import { userRoutes } from './modules/users';
import {
  purchaseJobHandlers,
  purchaseReconcileSweep,
  purchaseReloadBasis,
  purchaseTotals,
  startDepositWatcher,
  walletRoutes,
} from './modules/wallet';
import { startEventOutboxRelay } from './realtime/event-outbox';
import { createRealtimeHub } from './realtime/hub';
import { closeRedis, connectRedis } from './redis';
import { serverSecret } from './secrets';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the log goes instead of stdout (a test reads what was logged). */
  logStream?: { write(line: string): void };
}

/** Wires adapters, plugins and feature modules; main.ts and the tests build the app the same way. */
export async function buildApp({
  config,
  database,
  logStream,
}: AppOptions): Promise<{ app: FastifyInstance; deps: Deps; jobs: JobWorker }> {
  const app = Fastify({
    // Redacted: no secret, one-time link or code, nor a player's personal data reaches the log.
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: LOG_REDACTION,
            serializers: { req: serializeRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    ...DRAIN_SERVER_OPTIONS,
  });
  const api = typedRoutes(app);
  app.decorateRequest('player', null);
  app.decorateRequest('tokenSession', null);
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
  const deps: Deps = {
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
    hub: createRealtimeHub(app.server, sessions, app.log, config.REDIS_URL, config.REDIS_KEY_PREFIX),
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
    payoutUpdates: applyDisbursement,
    eligibility: new Eligibility(config, verifiedIdentities, purchaseTotals),
    reloadBasis: purchaseReloadBasis,
  };

  const drain = registerDrain(app);
  registerSecurityHeaders(app, config.NODE_ENV === 'production');
  registerErrorHandler(app);
  refuseNulBytes(app);
  // By the route the router chose, not the raw URL: `/%61pi/user` reaches /api/user too. The setting is
  // read at start: an open site's requests pass no hook for it.
  if (config.MAINTENANCE)
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url ?? '';
      if (route.startsWith('/api/') && route !== '/api/site-config') {
        return reply
          .status(503)
          .send({ message: 'We are down for maintenance. Please check back soon.', code: 'MAINTENANCE' });
      }
    });

  healthRoute(app, database, redis);
  siteRoutes(api, deps);
  contentRoutes(api, deps);
  authRoutes(api, deps);
  userRoutes(api, deps);
  adminRoutes(api, deps);
  const games = createGamesModule({
    db,
    prepared: database.prepared,
    tryLeadership: database.tryLeadership,
    ledger: deps.ledger,
    hub: deps.hub,
    sessions,
    eligibility: deps.eligibility,
    config,
    // Races, challenges, VIP progress and statistics subscribe here: `playSettled: [races.playSettled]`.
    playSettled: [],
  });
  games.routes(api);
  locationRoutes(api, deps);
  responsiblePlayRoutes(api, deps);
  catalogRoutes(api, deps);
  policyRoutes(api, deps);
  identityRoutes(api, deps);
  transactionRoutes(api, deps);
  bonusRoutes(api, deps);
  bonusAdminRoutes(api, deps);
  staffApprovalRoutes(api, deps, {
    adjustment: applyApprovedAdjustment(deps),
    bonus_code: applyApprovedBonusCode(),
    vip_bonus: applyApprovedVipBonus(),
  });
  walletRoutes(api, deps);
  redemptionRoutes(api, deps);
  redemptionAdminRoutes(api, deps);
  // Modules built on the ports they declare (issue 21); the rest still take the whole Deps.
  const tax = createTaxModule({ db, sessions, rateLimiter: deps.rateLimiter });
  tax.routes(api);
  tax.adminRoutes(api);
  amoeRoutes(api, deps);
  amoeAdminRoutes(api, deps);
  const orders = createOrdersModule({ db, sessions, rateLimiter: deps.rateLimiter });
  orders.routes(api);
  orders.adminRoutes(api);
  if (config.SANDBOX_OUTBOX) devRoutes(api, deps);
  await serveWebApp(app, config.WEB_DIST);

  const eventRelay = await startEventOutboxRelay(database, deps.hub, app.log);
  // Each module's durable jobs (vendor calls that move money, mail, SMS) and the sweeps that find what a
  // crash or a lost webhook left open with a vendor.
  const jobHandlers: JobHandlers = {
    ...payoutJobHandlers(deps),
    ...purchaseJobHandlers(deps),
    [MAIL_JOB]: mailJobHandler(mailTransport(config, db, app.log)),
    [SMS_JOB]: smsJobHandler(smsTransport(config, db, app.log)),
  };
  const sweeps: Sweep[] = [payoutSweep(deps), purchaseReconcileSweep(deps)];
  // Gift-card codes stored in plain text before migration 31 are sealed once, by whichever instance starts.
  await sealStoredGiftCardCodes(db);
  const jobs = await startJobWorker(database, jobHandlers, app.log, {
    concurrency: config.JOB_CONCURRENCY,
    pollMs: config.JOB_POLL_MS,
    leaseMs: config.JOB_LEASE_MS,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    retryMaxMs: config.JOB_RETRY_MAX_MS,
  });
  const stopSweeps = startSweeps(sweeps, app.log);
  const stopDepositWatcher = startDepositWatcher(deps, config.CRYPTO_WATCH_MS, app.log);
  // A deploy (main.ts): the drain hook stops new requests and the crash runner stops at its next step
  // (their preClose hooks came first); then the requests in flight are answered and the sockets sent
  // elsewhere, before the server closes (an open socket would hold it for ever).
  app.addHook('preClose', async () => {
    await shutdownStep(app.log, 'requests in flight answered', () => drain.requestsAnswered());
    await shutdownStep(app.log, 'sockets told to reconnect and closed', () => deps.hub.shutdown());
  });
  app.addHook('onClose', async () => {
    await stopDepositWatcher();
    await stopSweeps();
    await shutdownStep(app.log, 'job worker stopped', () => jobs.stop());
    await deps.identity.close();
    await deps.ach?.close();
    await shutdownStep(app.log, 'event outbox relay stopped', () => eventRelay.stop());
    await deps.hub.close();
    if (redis) await closeRedis(redis);
  });
  return { app, deps, jobs };
}
