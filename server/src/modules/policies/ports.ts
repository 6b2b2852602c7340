import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** What the policies module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface PoliciesPorts {
  /** Its own tables (policy versions, acceptances) and the event outbox a new version is announced on. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
}
