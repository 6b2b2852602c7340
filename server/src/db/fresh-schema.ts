import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from './database';
import { migrate } from './migrate';

/**
 * Migrates a new, empty schema with a random name on the PostgreSQL server at `url`, lets `read` look at
 * it (the handle's search path is that schema), and drops it again: what the migrations alone build.
 */
export async function withFreshSchema<T>(
  url: string,
  read: (schema: string, handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const schema = `fresh_schema_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url, dataDir: '', poolSize: 1 });
  try {
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
    const handle = await openDatabase({ url, dataDir: '', poolSize: 1, searchPath: schema });
    try {
      await migrate(handle.db);
      return await read(schema, handle);
    } finally {
      await handle.close();
    }
  } finally {
    await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(admin.db);
    await admin.close();
  }
}
