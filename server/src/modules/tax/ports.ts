import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limiter';

/** What the tax module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface TaxPorts {
  /** Its own table (`tax_details`), the redemptions it counts, and the server secret SSNs are sealed under. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** Throttles saves of details: Redis when configured, else memory. */
  rateLimiter: RateLimiter;
}
