import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { RateLimiter, RateLimitState } from './rate-limiter';

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in PostgreSQL (table auth_failures), for limits that must survive a restart and
 * hold across instances when no Redis is configured: sign-in lock-outs and password checks. Windows are
 * timed by the database clock, so every instance agrees on when one ends.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowSeconds: number): Promise<RateLimitState> {
    await this.sweepNowAndThen();
    const result = await sql<{ count: number; reset_seconds: number }>`
      INSERT INTO auth_failures AS f (key, failures, window_ends_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN f.window_ends_at > now() THEN f.failures + 1 ELSE 1 END,
        window_ends_at = CASE WHEN f.window_ends_at > now() THEN f.window_ends_at
                              ELSE excluded.window_ends_at END
      RETURNING failures AS count,
        ceil(extract(epoch FROM window_ends_at - now()))::integer AS reset_seconds`.execute(this.db);
    const row = result.rows[0] as { count: number; reset_seconds: number };
    return { count: row.count, resetSeconds: row.reset_seconds };
  }

  async peek(key: string): Promise<RateLimitState> {
    const result = await sql<{ count: number; reset_seconds: number }>`
      SELECT failures AS count, ceil(extract(epoch FROM window_ends_at - now()))::integer AS reset_seconds
        FROM auth_failures WHERE key = ${key} AND window_ends_at > now()`.execute(this.db);
    const row = result.rows[0];
    return row ? { count: row.count, resetSeconds: row.reset_seconds } : { count: 0, resetSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('auth_failures').where('key', '=', key).execute();
  }

  /** Ended windows are only clutter (a new failure starts a fresh window anyway); drop them once a minute. */
  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await sql`DELETE FROM auth_failures WHERE window_ends_at < now() - interval '1 minute'`.execute(this.db);
  }
}
