import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../../server/src/db/database';
import { HttpClient } from '../games/http-client';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The benchmark database's URL without its password, for the report. */
export const shownDatabaseUrl = () => BENCH_DATABASE_URL.replace(/:[^:@/]*@/, '@');

/**
 * A schema of the benchmark's own on real PostgreSQL, so runs never meet each other's rows; `url` reaches
 * it (its search_path; its connections are named after the schema, for backendPids), `db` is a small
 * admin pool on the database, `drop` removes it all.
 */
export async function openBenchSchema(): Promise<{
  schema: string;
  url: string;
  db: Database;
  drop(): Promise<void>;
}> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const { db, close } = await openDatabase({ url: BENCH_DATABASE_URL, dataDir: '', poolSize: 2 });
  await sql.raw(`CREATE SCHEMA ${schema}`).execute(db);
  const separator = BENCH_DATABASE_URL.includes('?') ? '&' : '?';
  return {
    schema,
    url: `${BENCH_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}&application_name=${schema}`,
    db,
    drop: async () => {
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
      await close();
    },
  };
}

/** Ports handed out in this run: two instances started side by side must not be given the same one. */
const portsTaken = new Set<number>();
export function freePort(): number {
  for (;;) {
    const port = 3900 + Math.floor(Math.random() * 90);
    if (!portsTaken.has(port)) {
      portsTaken.add(port);
      return port;
    }
  }
}

/** What a benchmark's server runs with: production, quiet, on loopback at `port`. */
export function benchServerEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // What is measured asks no outside service; the sandboxes need no vendor keys.
    VENDORS: 'sandbox',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
}

/**
 * The production server in its own process on `databaseUrl` (it migrates and seeds the schema at
 * start), with `env` on top of the benchmark's settings; `stop` ends it. Node flags for the server
 * (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") come from BENCH_SERVER_NODE_OPTIONS.
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ client: HttpClient; port: number; pid: number; stop(): Promise<void> }> {
  const port = freePort();
  const nodeFlags = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const server: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', 'server/src/main.ts'],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      env: {
        ...process.env,
        ...benchServerEnv(port),
        DATABASE_URL: databaseUrl,
        CAPTCHA_ENABLED: 'false',
        WEB_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Waits for the exit (the server bounds its drain by SHUTDOWN_TIMEOUT_MS): the schema is dropped next,
  // and a server still draining met missing tables ('relation "event_outbox" does not exist'); a
  // profile asked for by --cpu-prof is written at exit too.
  const stop = async () => {
    if (server.pid && server.exitCode === null && server.signalCode === null)
      process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  const client = new HttpClient(`http://127.0.0.1:${port}`);
  try {
    await client.waitUntilUp();
  } catch (error) {
    await stop();
    throw error;
  }
  return { client, port, pid: server.pid as number, stop };
}
