import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** What the responsible-play module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface ResponsiblePlayPorts {
  /** Its own tables (restrictions, limits) and the player gate a change refreshes. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** How long a loosened limit waits before it takes effect. */
  limitCoolingOffHours: Config['LIMIT_COOLING_OFF_HOURS'];
}
