import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

const INT8_OID = 20;

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL schema to use (tests give each run its own). */
  searchPath?: string;
}

/** Opens PostgreSQL when a URL is given, else PGlite; both return BIGINT columns as bigint. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    pg.types.setTypeParser(INT8_OID, (v) => BigInt(v));
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { parsers: { [INT8_OID]: (v: string) => BigInt(v) } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
