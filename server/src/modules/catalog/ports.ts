import type { Config } from '../../config';
import type { PreparedQuery } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** What the catalog module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface CatalogPorts {
  /** Prepared statements over the games tables: the lobby's lists are its hottest reads. */
  prepared: PreparedQuery;
  /** Who is signed in (the auth module's Sessions): favourites, recent, and the region rule. */
  sessions: SessionResolver;
  /** Usernames shown the lobby as from a prohibited region (a tester's view of it). */
  prohibitedAccessUsernames: Config['PROHIBITED_ACCESS_USERNAMES'];
}
