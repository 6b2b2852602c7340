import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

/**
 * How long the real-PostgreSQL tier waits to open a connection. It runs beside the browser tier on two
 * CPUs, where opening one has taken over production's 5 s (CI, 2026-11-27): its files test what
 * commits, not how fast a connection opens.
 */
const TIER_CONNECT_TIMEOUT_MS = 30_000;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default (loaded from the run's
 * migrated template), or a schema of its
 * own on the real PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // The run's migrated template (test/global-setup.ts); without one, initdb and every migration.
    const migrated = inject('migratedPGlite');
    if (migrated)
      return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(migrated)]) });
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db);
    return handle;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({
    url,
    dataDir: '',
    poolSize: 1,
    connectTimeoutMs: TIER_CONNECT_TIMEOUT_MS,
  });
  await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
  await admin.close();
  const handle = await openDatabase({
    url,
    dataDir: '',
    poolSize: 60,
    searchPath: schema,
    connectTimeoutMs: TIER_CONNECT_TIMEOUT_MS,
  });
  await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(handle.db);
      await handle.close();
    },
  };
}

export const usingRealPostgres = Boolean(process.env.TEST_DATABASE_URL);
