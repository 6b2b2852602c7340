import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Calls `wake` on each NOTIFY on `channel` whose payload is this connection's schema (schemas of other apps,
 * tests or benches on the same database notify the same channel), and on the listener's own empty call after
 * it listens again. Without a NOTIFY connection it logs why and answers undefined: the caller polls only.
 * Answers how to stop listening.
 */
export async function wakeOnNotify(
  database: DatabaseHandle,
  channel: string,
  wake: () => void,
  log: Pick<FastifyBaseLogger, 'warn'>,
  who: string,
): Promise<(() => Promise<void>) | undefined> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db);
  const schema = rows[0]?.schema;
  return database
    .listen(channel, (payload) => {
      if (payload === schema || payload === '') wake();
    })
    .catch((error) => {
      log.warn({ err: error }, `${who}: no NOTIFY connection, polling only`);
      return undefined;
    });
}
