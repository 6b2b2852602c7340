import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);

/** Where PostgreSQL's server binaries live (Debian's layout); POSTGRES_BIN overrides it. */
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why fault tests that need their own cluster cannot run here, or null when they can. */
export const throwawayPostgresMissing: string | null = existsSync(join(POSTGRES_BIN, 'pg_ctl'))
  ? null
  : `no PostgreSQL server binaries at ${POSTGRES_BIN} (set POSTGRES_BIN): fault tests with their own cluster skipped`;

export type ShutdownMode = 'smart' | 'fast' | 'immediate';

/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on a free port: it can be stopped,
 * killed and restarted without touching the machine's server. Trust authentication, user postgres.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(mode: ShutdownMode): Promise<void>;
  start(): Promise<void>;
  restart(mode: ShutdownMode): Promise<void>;
  /** Stops it at once and deletes its files. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgres(binary: string, args: string[]) {
  const path = join(POSTGRES_BIN, binary);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (throwawayPostgresMissing) throw new Error(throwawayPostgresMissing);
  const dir = mkdtempSync(join(tmpdir(), 'casino-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // Durability is not under test (the machine does not crash, only the server): fsync off is faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => {
    await pgCtl('-o', options, '-l', join(dir, 'log'), 'start');
  };
  const stop = async (mode: ShutdownMode) => {
    await pgCtl('-m', mode, 'stop');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    restart: async (mode) => {
      await stop(mode);
      await start();
    },
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
