import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { suiteFixture } from '../test/suite-fixture';
import { schemaUrl } from './server-process';

/**
 * A schema of the calling suite's own on the real PostgreSQL (`TEST_DATABASE_URL`), `t_<tag>_<random>`:
 * created before its tests with `admin`, a connection of `poolSize` on it; after them `stop` stops what
 * the suite started on it, then the schema is dropped with everything in it. `serverUrl` is the database
 * URL a server process on the schema runs with (`name`: its application name, to tell two apart).
 */
export function ownSchema(tag: string, stop: () => Promise<unknown>, poolSize = 2) {
  const schema = `t_${tag}_${randomBytes(4).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL as string;
  const admin = suiteFixture(async (): Promise<DatabaseHandle> => {
    const handle = await openDatabase({ url, dataDir: '', poolSize, searchPath: schema });
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(handle.db);
    return {
      ...handle,
      close: async () => {
        await stop();
        await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(handle.db);
        await handle.close();
      },
    };
  });
  return { admin, serverUrl: (name?: string) => schemaUrl(url, schema, name) };
}
