import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../ledger/invariants';
import { type ActivePlayer, someActivity } from '../test/activity';
import { usingRealPostgres } from '../test/database';
import {
  recoverThrowawayPostgres,
  startThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresMissing,
} from '../test/throwaway-postgres';
import { type DatabaseHandle, openDatabase } from './database';
import { compareDatabases, compareSummaries, summarise } from './export/compare';
import { migrate } from './migrate';

const run = promisify(execFile);

/** The URL of database `name` on TEST_DATABASE_URL's server. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  url.search = '';
  return url.toString();
}

/**
 * The small operator's backup drill of docs/operations.md, as written there: a database of its own with
 * real activity, `pg_dump -Fc`, `pg_restore` into a new database, and the restored one proven the same
 * table by table with the ledger's invariants holding (db:verify's check).
 */
describe.skipIf(!usingRealPostgres)('backup drill: pg_dump and pg_restore (real PostgreSQL)', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { live: `drill_live_${suffix}`, restored: `drill_restored_${suffix}` };
  let admin: DatabaseHandle;
  let live: DatabaseHandle;
  let restored: DatabaseHandle | undefined;
  let dumpDir: string;
  let players: ActivePlayer[];

  beforeAll(async () => {
    admin = await openDatabase({ url: databaseUrl('postgres'), dataDir: '', poolSize: 1 });
    await sql.raw(`CREATE DATABASE ${names.live}`).execute(admin.db);
    await sql.raw(`CREATE DATABASE ${names.restored}`).execute(admin.db);
    live = await openDatabase({ url: databaseUrl(names.live), dataDir: '', poolSize: 5 });
    await migrate(live.db);
    players = await someActivity(live);
    dumpDir = mkdtempSync(join(tmpdir(), 'casino-dump-'));
  }, 60_000);

  afterAll(async () => {
    await live?.close();
    await restored?.close();
    for (const name of Object.values(names))
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
    await admin?.close();
    if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
  });

  it('restores a dump that holds every row and every coin', async () => {
    const dump = join(dumpDir, 'casino.dump');
    await run('pg_dump', ['-Fc', '--file', dump, databaseUrl(names.live)]);
    await run('pg_restore', ['--exit-on-error', '--no-owner', '--dbname', databaseUrl(names.restored), dump]);
    restored = await openDatabase({ url: databaseUrl(names.restored), dataDir: '', poolSize: 2 });
    const comparison = await compareDatabases(live.db, restored.db);
    expect(comparison.problems).toEqual([]);
    expect(comparison.tables.find((t) => t.table === 'bets')?.targetRows).toBe(BigInt(players.length * 5));
    expect(await ledgerInvariantBreaks(restored.db)).toEqual([]);
  }, 60_000);
});

/**
 * The larger operator's drill: a base backup and the WAL archived after it, recovered to a moment
 * (recovery_target_time) between two bursts of activity. The recovered cluster holds exactly what the
 * database held at that moment: compared with a summary read then, and the ledger's invariants hold.
 */
describe.skipIf(!usingRealPostgres || throwawayPostgresMissing !== null)(
  'backup drill: base backup, WAL archive and point-in-time recovery (own cluster)',
  () => {
    let primary: ThrowawayPostgres | undefined;
    let recovered: ThrowawayPostgres | undefined;
    let backup: string | undefined;
    const handles: DatabaseHandle[] = [];
    const open = async (url: string) => {
      const handle = await openDatabase({ url, dataDir: '', poolSize: 5 });
      handles.push(handle);
      return handle;
    };
    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await recovered?.destroy();
      await primary?.destroy();
      // Recovery runs in the backup's own directory; a test that failed before it leaves the backup.
      if (backup) rmSync(backup, { recursive: true, force: true });
    });

    it('recovers to the moment asked for: everything before it, nothing after', async () => {
      primary = await startThrowawayPostgres({ archiveWal: true });
      const live = await open(primary.url);
      await migrate(live.db);
      await someActivity(live, 1, 3);
      backup = await primary.baseBackup();
      // After the base backup: only the archived WAL brings this back.
      await someActivity(live, 2, 3);
      const atTarget = await summarise(live.db);
      await delay(50);
      const { rows } = await sql<{ at: string }>`SELECT clock_timestamp()::text AS at`.execute(live.db);
      const targetTime = rows[0]?.at as string;
      await delay(50);
      await someActivity(live, 1, 3);
      const after = await summarise(live.db);
      expect(after.tables.get('bets')?.rows).toBeGreaterThan(atTarget.tables.get('bets')?.rows ?? 0n);
      await archiveCurrentWal(live);

      recovered = await recoverThrowawayPostgres(backup, primary.archiveDir, targetTime);
      const restored = await open(recovered.url);
      await promoted(restored);
      const comparison = compareSummaries(atTarget, await summarise(restored.db));
      expect(comparison.problems).toEqual([]);
      expect(await ledgerInvariantBreaks(restored.db)).toEqual([]);
    }, 120_000);
  },
);

/** Closes the WAL segment being written and waits until the archiver has copied it. */
async function archiveCurrentWal(database: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ segment: string }>`
    SELECT pg_walfile_name(pg_switch_wal()) AS segment`.execute(database.db);
  const segment = rows[0]?.segment;
  for (let tries = 0; tries < 200; tries++) {
    const archived = await sql<{ last: string | null }>`
      SELECT last_archived_wal AS last FROM pg_stat_archiver`.execute(database.db);
    if (archived.rows[0]?.last && segment && archived.rows[0].last >= segment) return;
    await delay(100);
  }
  throw new Error(`WAL segment ${segment} was not archived within 20 s`);
}

/** Waits until a recovering cluster has replayed to its target and been promoted. */
async function promoted(database: DatabaseHandle): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const { rows } = await sql<{ recovering: boolean }>`SELECT pg_is_in_recovery() AS recovering`.execute(
      database.db,
    );
    if (rows[0]?.recovering === false) return;
    await delay(100);
  }
  throw new Error('the recovered cluster was not promoted within 30 s');
}
