import type { Config } from '../../config';
import type { Database } from '../../db/database';

/** What the RTP module needs from outside itself. */
export interface RtpPorts {
  /** The catalog, the settled bets it recounts and its own totals (migration 36). */
  db: Database;
  /** The configured house edges: a configurable game's theoretical return follows them. */
  config: Pick<Config, 'HOUSE_EDGES'>;
}
