import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type PreparedQuery, poolUsage } from '../db/database';
import { listenOnPool } from '../db/notifications';
import type { DB } from '../db/schema';
import { createTestApp, startTestApp, type TestApp, testAppForSuite } from './app';
import { suiteFixture } from './suite-fixture';

/** The error `pg` gives when the socket to the server dies mid-conversation. */
export function connectionLost(): Error {
  return Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
}

/**
 * Decides, statement by statement, what goes wrong. Mostly: whether the connection dies right after the
 * database committed, so that the work is done but the caller sees a lost connection and cannot know.
 */
export interface Faults {
  /** Before a prepared statement (an instant play batch): an error it fails with, unrun (a deadlock). */
  beforeStatement?(name: string, values: unknown[]): Error | undefined;
  /** After a prepared statement committed: true if the connection dies now. */
  afterStatement?(name: string): boolean;
  /**
   * After a transaction (a step game, crash, duel call) committed, with the statements it ran: true if the
   * connection dies now. The instance's own background work (its job worker, outbox relay, sweeps) commits
   * too: a fault meant for one request picks its transaction by what it wrote.
   */
  afterCommit?(statements: readonly string[]): boolean;
  /**
   * After a statement run alone, outside a transaction (so committed on its own, as a wallet call's one
   * statement is): true if the connection dies now.
   */
  afterAutocommit?(text: string): boolean;
  /** Before each prepared statement and each new connection: true while the server cannot be reached. */
  unreachable?(): boolean;
}

/**
 * A second instance of the app on `base`'s database (real PostgreSQL only), whose statements fail and
 * connections die when `faults` says so; `env` is its configuration beyond the tests' (see testConfig).
 */
export async function secondInstance(
  base: TestApp,
  faults: Faults = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  return startTestApp(await faultyDatabase(base.database, faults), env, true);
}

/**
 * `base`'s database (real PostgreSQL only: one schema) through connections of its own, whose statements
 * fail and which die when `faults` says so. Closing it closes only those connections.
 */
export async function faultyDatabase(base: DatabaseHandle, faults: Faults): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('lost connections need a real PostgreSQL (TEST_DATABASE_URL)');
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(base.db);
  const pool = new pg.Pool({ connectionString: url, max: 20, options: `-c search_path=${rows[0]?.schema}` });
  const prepared: PreparedQuery = async (name, text, values) => {
    if (faults.unreachable?.()) throw connectionLost();
    const refused = faults.beforeStatement?.(name, values);
    if (refused) throw refused;
    const result = await pool.query({ name, text, values });
    if (faults.afterStatement?.(name)) throw connectionLost();
    return result.rows;
  };
  const faultyPool = {
    connect: async () => {
      if (faults.unreachable?.()) throw connectionLost();
      return dyingAfterCommit(await pool.connect(), faults);
    },
    end: async () => undefined,
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: faultyPool as unknown as pg.Pool }) });
  return {
    db,
    kind: 'postgres',
    prepared,
    tryLeadership: base.tryLeadership,
    // Wake-ups never fail here: the faults are the play's, not the outbox relay's.
    listen: listenOnPool(pool),
    reachable: base.reachable,
    connections: () => poolUsage(pool),
    close: async () => {
      await pool.end();
    },
  };
}

/** A pooled client that, when `faults` says so, commits and then behaves like a dead socket. */
function dyingAfterCommit(client: pg.PoolClient, faults: Faults) {
  let dead = false;
  let statements: string[] | null = null;
  return {
    query: async (text: string, values?: unknown[]) => {
      if (dead) throw connectionLost();
      const result = await client.query(text, values);
      if (text === 'begin' || text.startsWith('start transaction')) statements = [];
      else statements?.push(text);
      const cut =
        statements === null
          ? faults.afterAutocommit?.(text)
          : text === 'commit' && faults.afterCommit?.(statements);
      if (text === 'commit' || text === 'rollback') statements = null;
      if (cut) {
        dead = true;
        throw connectionLost();
      }
      return result;
    },
    release: () => client.release(dead),
  };
}

/** The calling suite's second instance on `base`'s database: started before its tests, closed after. */
export function secondInstanceForSuite(base: TestApp): TestApp {
  return suiteFixture(() => secondInstance(base));
}

/**
 * Two instances of the app for the calling suite, both with `env`, the second on the first's database
 * (real PostgreSQL: one schema): started before its tests, closed after them, the second first.
 */
export function twoInstancesForSuite(env: Record<string, string> = {}): { one: TestApp; two: TestApp } {
  const one = testAppForSuite(env);
  const two = suiteFixture(() => createTestApp(env, one.database));
  return { one, two };
}
