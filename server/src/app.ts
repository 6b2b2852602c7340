import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AltchaCaptcha, DisabledCaptcha } from './adapters/captcha/captcha';
import { SandboxMailer } from './adapters/mail/mailer';
import { SandboxSms } from './adapters/sms/sms';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { registerErrorHandler } from './http/error-handler';
import { refuseNulBytes } from './http/nul-bytes';
import { MemoryRateLimiter, RedisRateLimiter } from './http/rate-limiter';
import { registerSecurityHeaders } from './http/security';
import { serveWebApp } from './http/web-app';
import { Ledger } from './ledger/ledger';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { Sessions } from './modules/auth/sessions';
import { TwoFactorSecrets } from './modules/auth/two-factor-secrets';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { devRoutes } from './modules/dev/routes';
import { gameRoutes } from './modules/games/routes';
import { siteRoutes } from './modules/site/routes';
import { userRoutes } from './modules/users/routes';
import { createRealtimeHub } from './realtime/hub';
import { serverSecret } from './secrets';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
}

/** Wires adapters, plugins and feature modules; main.ts and the tests build the app the same way. */
export async function buildApp({
  config,
  database,
}: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  });
  app.decorateRequest('player', null);
  const { db } = database;

  const sessions = new Sessions(
    db,
    await serverSecret(db, 'jwt', config.JWT_SECRET),
    config.SESSION_TTL_DAYS,
  );
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : null;
  const deps: Deps = {
    config,
    db,
    prepared: database.prepared,
    tryLeadership: database.tryLeadership,
    ledger: await Ledger.load(db),
    sessions,
    twoFactor: new TwoFactorSecrets(await serverSecret(db, 'two-factor', config.TWO_FACTOR_KEY)),
    captcha: config.CAPTCHA_ENABLED
      ? new AltchaCaptcha(db, await serverSecret(db, 'captcha'))
      : new DisabledCaptcha(),
    mailer: new SandboxMailer(db, app.log),
    sms: new SandboxSms(db, app.log),
    rateLimiter: redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter(),
    hub: createRealtimeHub(app.server, sessions, config.REDIS_URL),
  };

  registerSecurityHeaders(app, config.NODE_ENV === 'production');
  registerErrorHandler(app);
  refuseNulBytes(app);
  // By the route the router chose, not the raw URL: `/%61pi/user` reaches /api/user too.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (config.MAINTENANCE && route.startsWith('/api/') && route !== '/api/site-config') {
      return reply
        .status(503)
        .send({ message: 'We are down for maintenance. Please check back soon.', code: 'MAINTENANCE' });
    }
  });

  app.get('/api/health', async () => ({ ok: true, database: database.kind }));
  siteRoutes(app, deps);
  contentRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  adminRoutes(app, deps);
  gameRoutes(app, deps);
  catalogRoutes(app, deps);
  if (config.SANDBOX_OUTBOX) devRoutes(app, deps);
  await serveWebApp(app, config.WEB_DIST);

  app.addHook('onClose', async () => {
    await deps.hub.close();
    await redis?.quit();
  });
  return { app, deps };
}
