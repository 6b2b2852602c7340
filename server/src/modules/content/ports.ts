import type { Database } from '../../db/database';

/** What the content module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface ContentPorts {
  /** Its read-only tables: promotions, their categories, landing pages and settings. */
  db: Database;
}
