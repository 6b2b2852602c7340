import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database';
import { redisReachable } from '../redis';
import { RETRY_AFTER_SECONDS } from './error-handler';

/** A probe answers quickly even when a service hangs: a load balancer's check must not time out. */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * GET /api/health: `{ok, database: up|down, kind, redis?: up|down}`, 200 while the database answers and
 * 503 (with Retry-After) while it does not. Redis down is reported but still 200: the instance serves
 * on (rate limits count locally, realtime reaches this instance's sockets).
 */
export function healthRoute(app: FastifyInstance, database: DatabaseHandle, redis: Redis | null): void {
  app.get('/api/health', async (_request, reply) => {
    const [databaseUp, redisUp] = await Promise.all([
      database.reachable(PROBE_TIMEOUT_MS),
      redis ? redisReachable(redis, PROBE_TIMEOUT_MS) : Promise.resolve(null),
    ]);
    if (!databaseUp) reply.status(503).header('retry-after', RETRY_AFTER_SECONDS);
    return {
      ok: databaseUp,
      database: databaseUp ? 'up' : 'down',
      kind: database.kind,
      ...(redisUp === null ? {} : { redis: redisUp ? 'up' : 'down' }),
    };
  });
}
