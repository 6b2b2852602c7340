import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Where each finished WAL segment is copied, when the cluster was started archiving them. */
  archiveDir: string;
  stop(mode: ShutdownMode): Promise<void>;
  start(): Promise<void>;
  restart(mode: ShutdownMode): Promise<void>;
  /** A base backup of it (pg_basebackup), in a new directory of its own: what `recoverThrowawayPostgres` starts from. */
  baseBackup(): Promise<string>;
  /** Stops it at once and deletes its files. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgres(binary: string, args: string[]) {
  const path = join(POSTGRES_BIN, binary);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/** A temporary directory the cluster's user owns (and only it may enter, as PostgreSQL demands). */
async function clusterDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  await giveToPostgres(dir);
  return dir;
}

async function giveToPostgres(dir: string): Promise<void> {
  chmodSync(dir, 0o700);
  if (process.getuid?.() !== 0) return;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
}

export interface ThrowawayOptions {
  /** Archive every finished WAL segment into `archiveDir` (archive_mode on), for point-in-time recovery. */
  archiveWal?: boolean;
}

export async function startThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  if (throwawayPostgresMissing) throw new Error(throwawayPostgresMissing);
  const dir = await clusterDir('casino-pg-');
  await asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const archiveDir = join(dir, 'archive');
  const archiving = options.archiveWal
    ? ['-c archive_mode=on', `-c archive_command='cp %p ${archiveDir}/%f'`]
    : [];
  if (options.archiveWal) {
    mkdirSync(archiveDir);
    await giveToPostgres(archiveDir);
  }
  return runCluster(dir, archiveDir, archiving);
}

/**
 * A cluster started from `backup` (a `baseBackup()`), replaying the WAL archived in `archiveDir` up to
 * `targetTime` and then promoted: point-in-time recovery as docs/operations.md describes it. Answers once
 * the cluster is up (it may still be replaying: wait for pg_is_in_recovery() to turn false).
 */
export async function recoverThrowawayPostgres(
  backup: string,
  archiveDir: string,
  targetTime: string,
): Promise<ThrowawayPostgres> {
  writeFileSync(join(backup, 'data', 'recovery.signal'), '');
  return runCluster(backup, archiveDir, [
    `-c restore_command='cp ${archiveDir}/%f %p'`,
    `-c recovery_target_time='${targetTime}'`,
    '-c recovery_target_action=promote',
  ]);
}

async function runCluster(dir: string, archiveDir: string, settings: string[]): Promise<ThrowawayPostgres> {
  const data = join(dir, 'data');
  const port = await freePort();
  // Durability is not under test (the machine does not crash, only the server): fsync off is faster.
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ...settings,
  ].join(' ');
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => {
    await pgCtl('-o', options, '-l', join(dir, 'log'), 'start');
  };
  const stop = async (mode: ShutdownMode) => {
    await pgCtl('-m', mode, 'stop');
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    archiveDir,
    start,
    stop,
    restart: async (mode) => {
      await stop(mode);
      await start();
    },
    baseBackup: async () => {
      const backup = await clusterDir('casino-base-');
      await asPostgres('pg_basebackup', [
        '-D',
        join(backup, 'data'),
        '-d',
        url,
        '-X',
        'stream',
        '-c',
        'fast',
        '--no-sync',
      ]);
      return backup;
    },
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
