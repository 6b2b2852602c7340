import { outboxSettled } from '../../adapters/outbox';
import type { Database } from '../../db/database';

/** The last hundred messages the sandbox adapters kept, newest first, once those just queued are in. */
export async function latestOutboxMessages(db: Database) {
  await outboxSettled(db);
  return db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(100).execute();
}
