import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** What the statistics module needs from outside itself. */
export interface StatisticsPorts {
  /** The settled bets it recounts, the players it names and its own tables (migration 44). */
  db: Database;
  /** Who is asking: their own statistics, or another player's public ones. */
  sessions: SessionResolver;
}
