import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** What the notifications module needs from outside itself, and nothing more. */
export interface NotificationsPorts {
  /** Its own tables (notifications, announcements, their reads), the event outbox and the audit log. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
}
