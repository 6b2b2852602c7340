import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { answersWithin } from '../answers-within';
import { lockDataDir } from './data-dir-lock';
import { type Listen, listenOnPGlite, listenOnPool } from './notifications';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

const INT8_OID = 20;
const INT8_ARRAY_OID = 1016 as Parameters<typeof pg.types.getTypeParser>[0];
/** `pg`'s own bigint[] reader, which gives strings: its elements are made bigint like INT8's. */
const readInt8Array = pg.types.getTypeParser(INT8_ARRAY_OID) as (v: string) => (string | null)[];

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
 * for it; another instance gets null until this one releases it or its connection dies. The lock is
 * per schema: deployments (and test runs) sharing a database each have their own leader.
 */
export type TryLeadership = (key: number) => Promise<Leadership | null>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  prepared: PreparedQuery;
  tryLeadership: TryLeadership;
  /** Hears NOTIFYs: on a connection kept for it on PostgreSQL, on the one connection on PGlite. */
  listen: Listen;
  /**
   * Whether a trivial statement gets a connection and its answer within `timeoutMs` (readiness): a
   * database that is away, or every connection held, is not reachable for this instance's requests.
   */
  reachable(timeoutMs: number): Promise<boolean>;
  /** The connections held and who waits for one, at this moment (read by the metrics at scrape time). */
  connections(): ConnectionUsage;
  close(): Promise<void>;
}

export interface ConnectionUsage {
  /** The most the handle opens: the pool's size, or PGlite's one connection. */
  max: number;
  /** Open now. */
  open: number;
  /** Open and handed to nobody. */
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** A PGlite data directory dumped earlier (`dumpDataDir`), to start from instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** How long a query waits to open or borrow a connection; production's 5 s unless given. */
  connectTimeoutMs?: number;
  /** PostgreSQL schema to use (tests give each run its own). */
  searchPath?: string;
  /** Told of connections lost outside any query (a database restart); they never end the process. */
  onConnectionError?: (error: Error) => void;
}

/**
 * The server's TCP keepalives on a leader's connection: a leader whose host vanished without closing it
 * (power loss, a network cut) loses the lock after about idle + interval × count = 11 s. A leader
 * process that dies on a live host (kill -9, a crash) has its socket closed by its kernel, and the lock
 * goes at once.
 */
const LEADER_KEEPALIVES = `set_config('tcp_keepalives_idle', '5', false),
  set_config('tcp_keepalives_interval', '2', false), set_config('tcp_keepalives_count', '3', false)`;

/** How long a request waits for a connection before it is refused as "briefly unavailable". */
const CONNECT_TIMEOUT_MS = 5_000;

/** pg_trgm backs the lobby's title search index, as on PostgreSQL. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens PostgreSQL when a URL is given, else PGlite; both return BIGINT columns as bigint. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    pg.types.setTypeParser(INT8_OID, (v) => BigInt(v));
    pg.types.setTypeParser(INT8_ARRAY_OID, (v) =>
      readInt8Array(v).map((e) => (e === null ? null : BigInt(e))),
    );
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // pg emits 'error' on an idle pooled connection (through the pool) and on a checked-out one (on the
    // client) when the server goes away; unheard, either ends the process. The query in flight fails on
    // its own and the broken connection is dropped from the pool on release, so noting it is enough.
    const connectionLost = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const prepared: PreparedQuery = async (name, text, values) =>
      (await pool.query({ name, text, values })).rows;
    const tryLeadership: TryLeadership = async (key) => {
      const client = await pool.connect();
      const { rows } = await client
        .query<{ ok: boolean }>(
          `SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS ok, ${LEADER_KEEPALIVES}`,
          [key],
        )
        .catch((error: Error) => {
          client.release(error);
          throw error;
        });
      if (!rows[0]?.ok) {
        client.release();
        return null;
      }
      let held = true;
      let lost: Error | undefined;
      client.on('error', (error) => {
        held = false;
        lost = error;
      });
      let released = false;
      return {
        held: () => held,
        release: async () => {
          if (released) return;
          released = true;
          if (held) {
            held = false;
            await client
              .query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [key])
              .catch((error: Error) => {
                lost = error;
              });
          }
          // A connection that failed goes back with its error, so the pool closes it instead of reusing it.
          client.release(lost);
        },
      };
    };
    const reachable = (timeoutMs: number) => answersWithin(pool.query('SELECT 1'), timeoutMs);
    const connections = () => poolUsage(pool);
    return handleOf(db, {
      kind: 'postgres',
      prepared,
      tryLeadership,
      listen: listenOnPool(pool),
      reachable,
      connections,
    });
  }
  let unlock = () => {};
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const pglite = await PGlite.create(options.dataDir, {
    parsers: { [INT8_OID]: (v: string) => BigInt(v) },
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect });
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
  // In turn with every other statement, as a request's would be: a transaction holding the one
  // connection past the timeout makes the database unreachable for now.
  const reachable = (timeoutMs: number) =>
    answersWithin(db.executeQuery(CompiledQuery.raw('SELECT 1')), timeoutMs);
  const connections = () => ({
    max: 1,
    open: 1,
    idle: dialect.turns.busy ? 0 : 1,
    waiting: dialect.turns.waiting,
  });
  const handle = handleOf(db, {
    kind: 'pglite',
    prepared,
    tryLeadership,
    listen: listenOnPGlite(db, pglite),
    reachable,
    connections,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      unlock();
    },
  };
}

/** A `pg` pool's connections and waiters, at this moment. */
export function poolUsage(pool: pg.Pool): ConnectionUsage {
  return { max: pool.options.max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Closing a handle destroys its Kysely, which ends the pool or closes PGlite. */
function handleOf(db: Database, parts: Omit<DatabaseHandle, 'db' | 'close'>): DatabaseHandle {
  return { db, ...parts, close: () => db.destroy() };
}
