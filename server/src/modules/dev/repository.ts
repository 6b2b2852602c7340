import type { Database } from '../../db/database';

/** The last hundred messages the sandbox adapters kept, newest first. */
export async function latestOutboxMessages(db: Database) {
  return db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(100).execute();
}
