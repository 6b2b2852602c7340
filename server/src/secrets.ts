import { randomBytes } from 'node:crypto';
import type { Database } from './db/database';

/**
 * A server-wide secret: the configured value if there is one, else one generated on first start and
 * kept in the database, so every instance shares it and none is ever written into the repository.
 */
export async function serverSecret(db: Database, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
