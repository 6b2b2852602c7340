import type { Geolocation } from '../../adapters/geolocation/interface';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limiter';

/** What the location module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface LocationPorts {
  /** Its own table (`location_checks`) and the player gate a check refreshes. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** Caps the checks a player asks for a minute: Redis when configured, else memory. */
  rateLimiter: RateLimiter;
  /** The vendor that places the player (Radar, or the sandbox a tester steers). */
  geolocation: Geolocation;
  /** The per-state rules, how long a check stays fresh, and whether the vendors are live (no sandbox control then). */
  config: Pick<Config, 'STATE_RULES' | 'LOCATION_FRESH_MINUTES' | 'VENDORS'>;
}
