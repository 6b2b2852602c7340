import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle, PreparedQuery } from '../db/database';
import type { DB } from '../db/schema';
import type { TestApp } from './app';

/** The error `pg` gives when the socket to the server dies mid-conversation. */
export function connectionLost(): Error {
  return Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
}

/**
 * Decides, statement by statement, whether the connection dies right after the database committed it:
 * the work is done, but the caller sees a lost connection and cannot know.
 */
export interface CommitFaults {
  /** Called after a prepared statement (an instant play batch) committed. */
  afterStatement(name: string): boolean;
  /** Called after a transaction (a step game, crash, duel call) committed. */
  afterCommit(): boolean;
  /** Called before each statement and each new connection: true while the server cannot be reached. */
  unreachable(): boolean;
}

/**
 * A second instance of the app on `base`'s database (real PostgreSQL only), whose connections die
 * after commits when `faults` says so.
 */
export async function appWithLostConnections(base: TestApp, faults: CommitFaults): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('lost connections need a real PostgreSQL (TEST_DATABASE_URL)');
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(base.deps.db);
  const pool = new pg.Pool({ connectionString: url, max: 20, options: `-c search_path=${rows[0]?.schema}` });
  const prepared: PreparedQuery = async (name, text, values) => {
    if (faults.unreachable()) throw connectionLost();
    const result = await pool.query({ name, text, values });
    if (faults.afterStatement(name)) throw connectionLost();
    return result.rows;
  };
  const faultyPool = {
    connect: async () => {
      if (faults.unreachable()) throw connectionLost();
      return dyingAfterCommit(await pool.connect(), faults);
    },
    end: async () => undefined,
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: faultyPool as unknown as pg.Pool }) });
  const database: DatabaseHandle = {
    db,
    kind: 'postgres',
    prepared,
    tryLeadership: base.database.tryLeadership,
    close: async () => {
      await pool.end();
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    CRASH_ENABLED: 'false',
  });
  const { app, deps } = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A pooled client that, when `faults` says so, commits and then behaves like a dead socket. */
function dyingAfterCommit(client: pg.PoolClient, faults: CommitFaults) {
  let dead = false;
  return {
    query: async (text: string, values?: unknown[]) => {
      if (dead) throw connectionLost();
      const result = await client.query(text, values);
      if (text === 'commit' && faults.afterCommit()) {
        dead = true;
        throw connectionLost();
      }
      return result;
    },
    release: () => client.release(dead),
  };
}
