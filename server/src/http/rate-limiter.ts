import { RATE_LIMIT_RESET_HEADER, tooManyAttemptsText } from '@casino/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { currentPlayer } from './authenticate';
import { AppError } from './errors';

export interface RateLimitState {
  count: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** Fixed-window counters shared by every instance when Redis is configured. */
export interface RateLimiter {
  hit(key: string, windowSeconds: number): Promise<RateLimitState>;
  peek(key: string): Promise<RateLimitState>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  async hit(key: string, windowSeconds: number): Promise<RateLimitState> {
    const now = Date.now();
    const current = this.windows.get(key);
    const window =
      current && current.resetsAt > now ? current : { count: 0, resetsAt: now + windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.sweep(now);
    return { count: window.count, resetSeconds: Math.ceil((window.resetsAt - now) / 1000) };
  }

  async peek(key: string): Promise<RateLimitState> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetsAt <= now) return { count: 0, resetSeconds: 0 };
    return { count: window.count, resetSeconds: Math.ceil((window.resetsAt - now) / 1000) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}

/**
 * Counters in Redis, shared by every instance. While Redis is out of reach they are kept by `fallback`
 * (the database's counters) instead: limits and lock-outs stay shared and in force, and players are
 * neither refused nor kept waiting because of our outage. The client is made without an offline queue,
 * so a command fails at once rather than waiting for the reconnect.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimiter,
    private readonly keyPrefix = '',
  ) {}

  hit(key: string, windowSeconds: number): Promise<RateLimitState> {
    return this.orFallback(
      async () => {
        const name = this.name(key);
        const [[, count], [, ttl]] = (await this.redis.multi().incr(name).ttl(name).exec()) as [
          [null, number],
          [null, number],
        ];
        if (ttl < 0) await this.redis.expire(name, windowSeconds);
        return { count, resetSeconds: ttl < 0 ? windowSeconds : ttl };
      },
      () => this.fallback.hit(key, windowSeconds),
    );
  }

  peek(key: string): Promise<RateLimitState> {
    return this.orFallback(
      async () => {
        const name = this.name(key);
        const [[, count], [, ttl]] = (await this.redis.multi().get(name).ttl(name).exec()) as [
          [null, string | null],
          [null, number],
        ];
        return { count: Number(count ?? 0), resetSeconds: Math.max(ttl, 0) };
      },
      () => this.fallback.peek(key),
    );
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.orFallback(
      () => this.redis.del(this.name(key)),
      async () => 0,
    );
  }

  private name(key: string): string {
    return `${this.keyPrefix}rl:${key}`;
  }

  private async orFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  }
}

/** Counts one request against `key`; past `limit` in the window it is refused with 429 and the reset header. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const state = await limiter.hit(key, windowSeconds);
  if (state.count > limit) throw tooManyAttempts(state.resetSeconds);
}

/**
 * A hook (after authentication) that counts each call against the signed-in player's own `name` limit, so
 * one player's loop is refused and no one else is slowed by it.
 */
export function perPlayerRateLimit(limiter: RateLimiter, name: string, limit: number, windowSeconds: number) {
  return async (request: FastifyRequest): Promise<void> =>
    enforceRateLimit(limiter, `${name}:${currentPlayer(request).userId}`, limit, windowSeconds);
}

/**
 * A limit on what calls were granted, not on attempts (a daily free-entry request, an hourly order): a
 * call is refused once `limit` were granted in the window, and only a call answered below 400 counts,
 * so refusals (a gate, an open request, bad input) never use up the player's day or hour. Two hooks:
 * `onRequest` after authentication, `onResponse` counts.
 */
export function grantedCallsLimit(
  limiter: RateLimiter,
  key: (request: FastifyRequest) => string,
  limit: number,
  windowSeconds: number,
) {
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      const state = await limiter.peek(key(request));
      if (state.count >= limit) throw tooManyAttempts(state.resetSeconds);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (reply.statusCode < 400) await limiter.hit(key(request), windowSeconds);
    },
  };
}

export function tooManyAttempts(resetSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', tooManyAttemptsText(resetSeconds), undefined, {
    [RATE_LIMIT_RESET_HEADER]: String(resetSeconds),
    'retry-after': String(resetSeconds),
  });
}
