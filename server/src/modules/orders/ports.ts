import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limiter';

/** What the orders module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface OrdersPorts {
  /** Its own table (`cashier_orders`), the event outbox its messages go through, and the audit log. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** Caps the orders a player places an hour: Redis when configured, else memory. */
  rateLimiter: RateLimiter;
}
