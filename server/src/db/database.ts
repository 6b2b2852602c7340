import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

const INT8_OID = 20;

export type Database = Kysely<DB>;

/**
 * Runs one statement as a named prepared statement on PostgreSQL (parsed and planned once per
 * connection), for the hot paths that run thousands of times a second; plain on PGlite.
 */
export type PreparedQuery = <R>(name: string, text: string, values: unknown[]) => Promise<R[]>;

/** Held while this instance is the one that runs single-leader work (crash rounds). */
export interface Leadership {
  /** False once the connection holding the lock has failed: the lock is gone with it. */
  held(): boolean;
  release(): Promise<void>;
}

/**
 * Tries to become the single leader for `key` with a session-level advisory lock on a connection kept
 * for it; another instance gets null until this one releases it or its connection dies.
 */
export type TryLeadership = (key: number) => Promise<Leadership | null>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  prepared: PreparedQuery;
  tryLeadership: TryLeadership;
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
    const prepared: PreparedQuery = async (name, text, values) =>
      (await pool.query({ name, text, values })).rows;
    const tryLeadership: TryLeadership = async (key) => {
      const client = await pool.connect();
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
      if (!rows[0]?.ok) {
        client.release();
        return null;
      }
      let held = true;
      client.on('error', () => {
        held = false;
      });
      return {
        held: () => held,
        release: async () => {
          if (!held) return;
          held = false;
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
          client.release();
        },
      };
    };
    return { db, kind: 'postgres', prepared, tryLeadership, close: () => db.destroy() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the lobby's title search index, as on PostgreSQL.
  const pglite = await PGlite.create(options.dataDir, {
    parsers: { [INT8_OID]: (v: string) => BigInt(v) },
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  // Through Kysely, so the statement waits its turn on PGlite's single connection like every other.
  const prepared: PreparedQuery = async <R>(_name: string, text: string, values: unknown[]) =>
    (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows;
  // One process owns the embedded database, so it is always the leader.
  const tryLeadership: TryLeadership = async () => {
    let held = true;
    return {
      held: () => held,
      release: async () => {
        held = false;
      },
    };
  };
  return { db, kind: 'pglite', prepared, tryLeadership, close: () => db.destroy() };
}
