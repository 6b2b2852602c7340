import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxWalletKeys } from './adapters/game-provider/keys';
import { registerSandboxProvider } from './adapters/game-provider/register';
import { liveGameServer } from './adapters/hub88/live';
import { MAIL_JOB, mailJobHandler } from './adapters/mail/mailer';
import { mailTransport } from './adapters/mail/transport';
import { SMS_JOB, smsJobHandler } from './adapters/sms/sms';
import { smsTransport } from './adapters/sms/transport';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerApiCompression } from './http/compression';
import { DRAIN_SERVER_OPTIONS, registerDrain, shutdownStep } from './http/drain';
import { registerErrorHandler } from './http/error-handler';
import { LOG_REDACTION, serializeRequest } from './http/log-redaction';
import { refuseNulBytes } from './http/nul-bytes';
import { requestLoggerFactory } from './http/request-logger';
import { registerSecurityHeaders } from './http/security';
import { typedRoutes } from './http/typed-routes';
import { serveWebApp } from './http/web-app';
import { buildInfrastructure, type Infrastructure } from './infrastructure';
import {
  type JobHandlers,
  type JobWorker,
  jobQueueState,
  type Sweep,
  startJobWorker,
  startSweeps,
} from './jobs';
import { transfersWritten } from './ledger/transfers-written';
import { createAdminModule } from './modules/admin';
import { createAmoeModule } from './modules/amoe';
import { createAuthModule } from './modules/auth';
import { awardSandboxVipBonus, createBonusesModule, createSandboxBonusCode } from './modules/bonuses';
import { createCatalogModule, RegionRestriction } from './modules/catalog';
import { createChatModule } from './modules/chat';
import { createContentModule } from './modules/content';
import { createDevModule } from './modules/dev';
import { Eligibility } from './modules/eligibility';
import { betDetail, createGamesModule, ownPlays } from './modules/games';
import { createIdentityModule, verifiedIdentities } from './modules/identity';
import { createJackpotsModule } from './modules/jackpots';
import { createLocationModule } from './modules/location';
import { createNotificationsModule } from './modules/notifications';
import { createOrdersModule } from './modules/orders';
import { createPoliciesModule } from './modules/policies';
import { configuredWalletKeys, createProvidersModule, noGameServer } from './modules/providers';
import { createRainModule } from './modules/rain';
import { createRedemptionsModule, overdueRedemptions, redemptionQueue } from './modules/redemptions';
import { createResponsiblePlayModule } from './modules/responsible-play';
import { createRtpModule } from './modules/rtp';
import { createSiteModule } from './modules/site';
import { createStaffApprovalsModule } from './modules/staff-approvals';
import { createStatisticsModule } from './modules/statistics';
import { createTaxModule } from './modules/tax';
import { createTipsModule } from './modules/tips';
import { createTransactionsModule } from './modules/transactions';
import { BalancePushes, createUsersModule } from './modules/users';
import { createWalletModule, purchaseReloadBasis, purchaseTotals } from './modules/wallet';
import { measureRequests } from './observability/http-metrics';
import { AppMetrics } from './observability/metrics';
import { collectOpenApi } from './observability/openapi';
import { PlayCounts } from './observability/play-counts';
import { Readiness } from './observability/readiness';
import { echoRequestId, REQUEST_ID_OPTIONS } from './observability/request-id';
import { operationsRoutes } from './observability/routes';
import { partitionUpkeep } from './partitions';
import { startEventOutboxRelay } from './realtime/event-outbox';
import { closeRedis } from './redis';
import { retentionSweep } from './retention';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the log goes instead of stdout (a test reads what was logged). */
  logStream?: { write(line: string): void };
}

/** Wires adapters, plugins and feature modules; main.ts and the tests build the app the same way. */
export async function buildApp({ config, database, logStream }: AppOptions): Promise<{
  app: FastifyInstance;
  infra: Infrastructure;
  eligibility: Eligibility;
  jobs: JobWorker;
}> {
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
    ...REQUEST_ID_OPTIONS,
  });
  // Before any route: the OpenAPI document is made of the routes declared after this.
  await collectOpenApi(app);
  await registerApiCompression(app);
  const api = typedRoutes(app);
  app.decorateRequest('player', null);
  app.decorateRequest('tokenSession', null);
  const { db } = database;

  const infra = await buildInfrastructure(app, config, database);
  const { sessions, redis } = infra;
  // Whether a player may play, purchase, claim or redeem (location, responsible play, identity); the
  // purchase totals it reads are the wallet's, a stateless read over the caller's connection.
  const eligibility = new Eligibility(config, verifiedIdentities, purchaseTotals);

  // Ahead of the drain's hook, so a refused request still answers with its id.
  echoRequestId(app);
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

  createSiteModule({ captcha: infra.captcha, config }).routes(api);
  createContentModule({ db }).routes(api);
  createAuthModule({
    db,
    ledger: infra.ledger,
    sessions,
    twoFactor: infra.twoFactor,
    captcha: infra.captcha,
    mailer: infra.mailer,
    sms: infra.sms,
    rateLimiter: infra.rateLimiter,
    failedAttempts: infra.failedAttempts,
    hub: infra.hub,
    config,
  }).routes(api);
  createUsersModule({ db, ledger: infra.ledger, sessions }).routes(api);
  const rtp = createRtpModule({ db, config });
  rtp.routes(api);
  const statistics = createStatisticsModule({ db, sessions });
  statistics.routes(api);
  const plays = new PlayCounts();
  const games = createGamesModule({
    db,
    prepared: database.prepared,
    tryLeadership: database.tryLeadership,
    ledger: infra.ledger,
    hub: infra.hub,
    sessions,
    eligibility,
    config,
    // Races, challenges and VIP progress subscribe here too: `playSettled: [races.playSettled]`.
    playSettled: [rtp.playSettled, statistics.playSettled, plays.playSettled],
    playBatchPosted: plays.batchPosted,
    log: app.log,
  });
  games.routes(api);
  // The jackpot pools' routes, and each pool's first seed funded from the house once ever (keyed, so every
  // instance may run it); the seamless wallet feeds the pools in each bet's transaction.
  const jackpots = createJackpotsModule({ db, ledger: infra.ledger });
  jackpots.routes(api);
  await jackpots.fundFirstSeeds();
  // Third-party games: launched on a provider's game server, whose wallet calls settle through the
  // games' own door (a provider round is a play like a house one).
  const region = new RegionRestriction(database.prepared, config.PROHIBITED_ACCESS_USERNAMES);
  // With the sandboxes, the sandbox provider is the game server (its own routes, its own keys) and the
  // wallet checks its calls unless configuration names a real partner's keys; with live vendors, Hub88's
  // Operator API when configured, or none.
  const sandboxGames = await registerSandboxProvider(api, { db, config });
  const configuredKeys = configuredWalletKeys(config);
  const sandboxKeys = sandboxGames ? await sandboxWalletKeys(db) : null;
  // Balance pushes a provider's wallet calls cause; none once shutdown begins (onClose below).
  const balancePushes = new BalancePushes(db, infra.hub, app.log);
  const providers = createProvidersModule({
    db,
    ledger: infra.ledger,
    sessions,
    settlements: games.settlements,
    eligibility,
    regionRestricted: (userId) => region.appliesTo(userId, false),
    gameServer: sandboxGames ?? liveGameServer(config) ?? noGameServer,
    keys: {
      hub88: configuredKeys.hub88 ?? sandboxKeys?.hub88 ?? null,
      pragmaticSecret: configuredKeys.pragmaticSecret ?? sandboxKeys?.pragmaticSecret ?? null,
    },
    jackpots: jackpots.contributions,
    balanceChanged: balancePushes.changed,
    sessionLifetimeMs: config.GAME_SESSION_MINUTES * 60_000,
    walletLanes: config.PLAY_BATCH_LANES,
  });
  providers.routes(api);
  const admin = createAdminModule({
    db,
    sessions,
    ledger: infra.ledger,
    config,
    redemptionQueue: (query) => redemptionQueue({ db, config }, query),
    freeRounds: providers.freeRounds,
  });
  admin.adminRoutes(api);
  createLocationModule({
    db,
    sessions,
    rateLimiter: infra.rateLimiter,
    geolocation: infra.geolocation,
    config,
  }).routes(api);
  createResponsiblePlayModule({
    db,
    sessions,
    limitCoolingOffHours: config.LIMIT_COOLING_OFF_HOURS,
  }).routes(api);
  createCatalogModule({
    prepared: database.prepared,
    sessions,
    prohibitedAccessUsernames: config.PROHIBITED_ACCESS_USERNAMES,
  }).routes(api);
  createPoliciesModule({ db, sessions }).routes(api);
  const notifications = createNotificationsModule({ db, sessions });
  notifications.routes(api);
  notifications.adminRoutes(api);
  createIdentityModule({ db, sessions, identity: infra.identity, config }).routes(api);
  createTransactionsModule({
    db,
    ledger: infra.ledger,
    sessions,
    ownPlays: (player, page) => ownPlays(db, player, page),
    ownPlay: (betId, player) => betDetail(db, betId, player, true),
  }).routes(api);
  // Handed the very captcha of `infra`: tests spy on it through `t.infra`.
  const bonuses = createBonusesModule({
    db,
    sessions,
    ledger: infra.ledger,
    captcha: infra.captcha,
    eligibility,
    reloadBasis: purchaseReloadBasis,
    config,
  });
  bonuses.routes(api);
  bonuses.adminRoutes(api);
  // The house's rain in chat: its payout job and schedule join the others below.
  const rain = createRainModule({ db, ledger: infra.ledger, sessions, gate: eligibility, config });
  rain.adminRoutes(api);
  const staffApprovals = createStaffApprovalsModule({
    db,
    sessions,
    appliers: {
      adjustment: admin.applyApprovedAdjustment,
      bonus_code: bonuses.applyApprovedBonusCode,
      vip_bonus: bonuses.applyApprovedVipBonus,
      rain: rain.applyApprovedRain,
    },
  });
  staffApprovals.adminRoutes(api);
  const redemptions = createRedemptionsModule({
    db,
    ledger: infra.ledger,
    sessions,
    mailer: infra.mailer,
    eligibility,
    ach: infra.ach,
    giftCards: infra.giftCards,
    chain: infra.chain,
    config,
  });
  redemptions.routes(api);
  redemptions.adminRoutes(api);
  const wallet = createWalletModule({
    db,
    ledger: infra.ledger,
    sessions,
    rateLimiter: infra.rateLimiter,
    payments: infra.payments,
    chain: infra.chain,
    ach: infra.ach,
    eligibility,
    payoutUpdates: redemptions.applyDisbursement,
    freeRounds: providers.freeRounds,
    config,
  });
  wallet.routes(api);
  const tax = createTaxModule({ db, sessions, rateLimiter: infra.rateLimiter });
  tax.routes(api);
  tax.adminRoutes(api);
  const amoe = createAmoeModule({
    db,
    ledger: infra.ledger,
    sessions,
    rateLimiter: infra.rateLimiter,
    mailer: infra.mailer,
    config,
  });
  amoe.routes(api);
  amoe.adminRoutes(api);
  const chat = createChatModule({ db, sessions, rateLimiter: infra.rateLimiter, audience: infra.hub });
  chat.routes(api);
  chat.adminRoutes(api);
  createTipsModule({ db, ledger: infra.ledger, sessions }).routes(api);
  const orders = createOrdersModule({ db, sessions, rateLimiter: infra.rateLimiter });
  orders.routes(api);
  orders.adminRoutes(api);
  if (config.SANDBOX_OUTBOX)
    createDevModule({
      db,
      sessions,
      giftCardTester: infra.giftCards?.tester ?? null,
      config,
      sandboxBonuses: {
        createCode: (form) => createSandboxBonusCode({ db }, form),
        awardVip: (userId, award) => awardSandboxVipBonus({ db }, userId, award),
      },
    }).routes(api);
  const readiness = new Readiness(
    {
      databaseReachable: database.reachable,
      jobQueue: () => jobQueueState(db),
      crash: games.crashHealth,
    },
    config.JOBS_STUCK_AFTER_SECONDS,
  );
  const metrics = new AppMetrics({
    plays,
    readiness,
    overdueRedemptions: () => overdueRedemptions(db),
    ledgerTransfers: () => transfersWritten(db),
    connectedSockets: infra.hub.connectedSockets,
    connections: database.connections,
    crash: games.crashHealth,
  });
  measureRequests(app, metrics.requestDuration);
  operationsRoutes(app, {
    readiness,
    metrics,
    metricsToken: config.METRICS_TOKEN,
    databaseKind: database.kind,
    redis,
  });
  await serveWebApp(app, config.WEB_DIST);

  const eventRelay = await startEventOutboxRelay(database, infra.hub, app.log);
  // Each module's durable jobs (vendor calls that move money, mail, SMS) and the sweeps that find what a
  // crash or a lost webhook left open with a vendor.
  const jobHandlers: JobHandlers = {
    ...redemptions.jobHandlers(),
    ...wallet.jobHandlers(),
    ...providers.jobHandlers(),
    ...rain.jobHandlers(),
    [MAIL_JOB]: mailJobHandler(mailTransport(config, db, app.log)),
    [SMS_JOB]: smsJobHandler(smsTransport(config, db, app.log)),
  };
  const sweeps: Sweep[] = [
    ...redemptions.sweeps(),
    ...wallet.sweeps(),
    ...rtp.sweeps(),
    ...statistics.sweeps(),
    ...rain.sweeps(),
    retentionSweep(db),
    partitionUpkeep(db),
  ];
  // Gift-card codes stored in plain text before migration 31 are sealed once, by whichever instance starts.
  await redemptions.sealStoredGiftCardCodes();
  const jobs = await startJobWorker(database, jobHandlers, app.log, {
    concurrency: config.JOB_CONCURRENCY,
    pollMs: config.JOB_POLL_MS,
    leaseMs: config.JOB_LEASE_MS,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    retryMaxMs: config.JOB_RETRY_MAX_MS,
  });
  const stopSweeps = startSweeps(sweeps, app.log);
  const stopDepositWatcher = wallet.startDepositWatcher(app.log);
  // A deploy (main.ts): the drain hook stops new requests and the crash runner stops at its next step
  // (their preClose hooks came first); then the requests in flight are answered and the sockets sent
  // elsewhere, before the server closes (an open socket would hold it for ever).
  app.addHook('preClose', async () => {
    await shutdownStep(app.log, 'requests in flight answered', () => drain.requestsAnswered());
    await shutdownStep(app.log, 'sockets told to reconnect and closed', () => infra.hub.shutdown());
  });
  app.addHook('onClose', async () => {
    await balancePushes.stop();
    await stopDepositWatcher();
    await stopSweeps();
    // A failed last flush delays those counts until the reconcile recounts them from the bets.
    await shutdownStep(app.log, 'measured RTP counts flushed', () =>
      rtp.flush().catch((error) => app.log.warn({ err: error }, 'measured RTP: last flush failed')),
    );
    await shutdownStep(app.log, 'player statistics counts flushed', () =>
      statistics
        .flush()
        .catch((error) => app.log.warn({ err: error }, 'player statistics: last flush failed')),
    );
    await shutdownStep(app.log, 'job worker stopped', () => jobs.stop());
    await infra.identity.close();
    await infra.ach?.close();
    await shutdownStep(app.log, 'event outbox relay stopped', () => eventRelay.stop());
    await infra.hub.close();
    if (redis) await closeRedis(redis);
  });
  return { app, infra, eligibility, jobs };
}
