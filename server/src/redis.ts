import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { answersWithin } from './answers-within';

/**
 * An ioredis client that rides out Redis restarts: it reconnects on its own (ioredis retries forever),
 * and its 'error' events are logged once per outage instead of going unheard (ioredis would print each
 * one) or ending the process. `role` names the client in the logs.
 */
export function connectRedis(
  url: string,
  role: string,
  log: FastifyBaseLogger,
  options: RedisOptions = {},
): Redis {
  const redis = new Redis(url, options);
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `redis (${role}): connection lost; reconnecting`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`redis (${role}): connected again`);
  });
  return redis;
}

/** Whether `redis` answers PING within `timeoutMs`. */
export const redisReachable = (redis: Redis, timeoutMs: number): Promise<boolean> =>
  redis.status === 'ready' ? answersWithin(redis.ping(), timeoutMs) : Promise.resolve(false);

/** Closes politely when connected; while Redis is away, a QUIT would wait for the reconnect forever. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
