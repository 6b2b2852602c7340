import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RETRY_AFTER_SECONDS } from '../http/error-handler';
import { redisReachable } from '../redis';
import type { AppMetrics } from './metrics';
import { metricsAccess } from './metrics-access';
import { PROBE_TIMEOUT_MS, type Readiness, type ReadinessReport } from './readiness';

export interface OperationsPorts {
  readiness: Readiness;
  metrics: AppMetrics;
  /** METRICS_TOKEN: who may read /metrics (metrics-access.ts). */
  metricsToken: string | undefined;
  databaseKind: 'pglite' | 'postgres';
  redis: Redis | null;
}

/**
 * The operator's endpoints (docs/operations.md, "Observability and alerts"): liveness, readiness and
 * the older /api/health, which answers the same checks in its own words; the Prometheus metrics; the
 * OpenAPI document. Every one is a real route: none falls through to the web app's index.html.
 */
export function operationsRoutes(app: FastifyInstance, ports: OperationsPorts): void {
  const { readiness, metrics } = ports;

  /** The process is up and its event loop answers; nothing else is asked (a restart would not help). */
  app.get('/livez', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, checks } = await readiness.check();
    if (!ready) reply.status(503).header('retry-after', RETRY_AFTER_SECONDS);
    return { ready, checks };
  });

  /**
   * `{ok, database, kind, redis?, crash, jobs}`: 503 (with Retry-After) whenever /readyz is. Redis down
   * is reported but not failed: the instance serves on (rate limits count locally, realtime reaches
   * this instance's sockets).
   */
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    const [report, redisUp] = await Promise.all([
      readiness.check(),
      ports.redis ? redisReachable(ports.redis, PROBE_TIMEOUT_MS) : Promise.resolve(null),
    ]);
    if (!report.ready) reply.status(503).header('retry-after', RETRY_AFTER_SECONDS);
    return {
      ok: report.ready,
      database: report.checks.database.ok ? 'up' : 'down',
      kind: ports.databaseKind,
      ...(redisUp === null ? {} : { redis: redisUp ? 'up' : 'down' }),
      crash: crashInWords(report),
      jobs: report.checks.jobs.ok ? 'ok' : report.queue ? 'stuck' : 'unknown',
    };
  });

  app.get(
    '/metrics',
    { onRequest: metricsAccess(ports.metricsToken), schema: { hide: true } },
    async (_request, reply) => reply.type(metrics.contentType).send(await metrics.render()),
  );

  // Built from the routes on its first call (0.8 s for 254 paths, once per process), then kept as the
  // text it is sent as: serialising its 360 KB again took each call 18 ms.
  let openApiText: string | null = null;
  const openApi = async (_request: FastifyRequest, reply: FastifyReply) => {
    openApiText ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(openApiText);
  };
  app.get('/api/docs', { schema: { hide: true } }, openApi);
  app.get('/openapi.json', { schema: { hide: true } }, openApi);
}

/** The crash runner's state as /api/health words it: its role while it steps, else stalled or stopped. */
function crashInWords(report: ReadinessReport): string {
  const { crash } = report.checks;
  if (crash.ok) return crash.role;
  return crash.role === 'stopped' ? 'stopped' : 'stalled';
}
