import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownSchema } from '../../fault/own-schema';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { addMonths, monthStart, partitionName } from '../../partitions/months';
import { MONTHS_AHEAD } from '../../partitions/upkeep';
import { signIn } from '../../test/accounts';
import { type ActivePlayer, someActivity } from '../../test/activity';
import { bearer, startTestApp, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { gcBalance, keyedPost } from '../../test/plays';
import { type DatabaseHandle, openDatabase } from '../database';
import { migrate, NEWEST_MIGRATION } from '../migrate';
import { compareDatabases } from './compare';
import { exportDatabase } from './export';

/**
 * db:export end to end: a PGlite database on disk with real activity made through the app (sign-ups, a
 * card purchase, dice plays) moved into a schema of its own on the real PostgreSQL, proven whole, then
 * served: a player signs in and plays there.
 */
describe.skipIf(!usingRealPostgres)('moving the embedded database to PostgreSQL (real PostgreSQL)', () => {
  let onTarget: TestApp | undefined;
  const target = ownSchema('export', async () => onTarget?.close());
  let dataDir: string;
  let source: DatabaseHandle;
  let players: ActivePlayer[];
  let sourceClosed = false;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'casino-export-'));
    source = await openDatabase({ dataDir });
    await migrate(source.db);
    players = await someActivity(source);
    // A month the source's upkeep has made and the target's migrations have not: the export makes it.
    await sql`SELECT ensure_month_partitions(now(), ${MONTHS_AHEAD + 1})`.execute(source.db);
  }, 60_000);

  afterAll(async () => {
    if (!sourceClosed) await source?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table, keeps every coin and proves it: counts, checksums and ledger invariants', async () => {
    const comparison = await exportDatabase(source.db, target.admin.db);
    expect(comparison.problems).toEqual([]);
    const bets = comparison.tables.find((t) => t.table === 'bets');
    expect(bets).toMatchObject({ sourceRows: 10n, targetRows: 10n, same: true });
    const transfers = comparison.tables.find((t) => t.table === 'ledger_transfers');
    expect(transfers?.targetRows).toBeGreaterThan(10n);
    expect(await ledgerInvariantBreaks(target.admin.db)).toEqual([]);
    const migrations = await sql<{ id: number }>`SELECT max(id) AS id FROM schema_migrations`.execute(
      target.admin.db,
    );
    expect(migrations.rows[0]?.id).toBe(NEWEST_MIGRATION);
    // …with the ledger's guard, as the upkeep makes its months.
    const madeByExport = partitionName('ledger_entries', addMonths(monthStart(new Date()), MONTHS_AHEAD + 1));
    await expect(sql.raw(`TRUNCATE ${madeByExport}`).execute(target.admin.db)).rejects.toThrow(/append-only/);
  }, 60_000);

  it('refuses a target that is not empty, changing nothing', async () => {
    await expect(exportDatabase(source.db, target.admin.db)).rejects.toThrow(
      /target is not empty.*--replace/,
    );
    expect((await compareDatabases(source.db, target.admin.db)).problems).toEqual([]);
  });

  it('refuses a source at another migration than the code', async () => {
    await sql`DELETE FROM schema_migrations WHERE id = ${NEWEST_MIGRATION}`.execute(source.db);
    try {
      await expect(exportDatabase(source.db, target.admin.db, { replace: true })).rejects.toThrow(
        new RegExp(`at migration ${NEWEST_MIGRATION - 1} and this code at ${NEWEST_MIGRATION}.*db:migrate`),
      );
    } finally {
      await sql`INSERT INTO schema_migrations (id, name) VALUES (${NEWEST_MIGRATION}, 'restored')`.execute(
        source.db,
      );
    }
  });

  it('detects a row changed on the target: a balance, a name', async () => {
    const account = await target.admin.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', 'gc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const nudge = (by: bigint) =>
      target.admin.db
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance: eb('balance', '+', by) }))
        .where('id', '=', account.id)
        .execute();
    await nudge(1n);
    try {
      const { problems, tables } = await compareDatabases(source.db, target.admin.db);
      expect(problems).toContain('table ledger_accounts: same row count, different contents');
      expect(problems).toContain('ledger (target): GC balances sum to 1');
      expect(problems.some((p) => p.startsWith(`ledger (target): account ${account.id}:`))).toBe(true);
      expect(tables.filter((t) => !t.same).map((t) => t.table)).toEqual(['ledger_accounts']);
    } finally {
      await nudge(-1n);
    }
    await sql`UPDATE users SET username = username || 'x' WHERE id = (SELECT min(id) FROM users)`.execute(
      target.admin.db,
    );
    expect((await compareDatabases(source.db, target.admin.db)).problems).toEqual([
      'table users: same row count, different contents',
    ]);
    await sql`UPDATE users SET username = left(username, -1) WHERE id = (SELECT min(id) FROM users)`.execute(
      target.admin.db,
    );
    expect((await compareDatabases(source.db, target.admin.db)).problems).toEqual([]);
  });

  it('serves the moved players: one signs in with their password and plays on', async () => {
    const served = await openDatabase({ url: target.serverUrl(), dataDir: '', poolSize: 5 });
    onTarget = await startTestApp(served, {}, true);
    const [player] = players;
    if (!player) throw new Error('no player was active');
    const login = await signIn(onTarget.app, { login: player.login, password: player.password });
    expect(login.statusCode, login.body).toBe(200);
    const headers = bearer(login.json().access_token);
    expect(await gcBalance(onTarget.app, headers)).toBe(player.gc);
    const play = await keyedPost(onTarget.app, '/api/dicing', headers, randomUUID(), {
      wager: '10',
      multiplier: 2,
    });
    expect(play.statusCode, play.body).toBe(200);
    expect(await gcBalance(onTarget.app, headers)).not.toBe(player.gc);
    expect(await ledgerInvariantBreaks(served.db)).toEqual([]);
  });

  it('as commands: db:export refuses a directory in use, db:verify exits 1 on a mismatch', {
    timeout: 60_000,
  }, async () => {
    const exported = await command('export-cli.ts', '--from', dataDir, '--to', target.serverUrl());
    expect(exported.status, exported.stderr).toBe(1);
    expect(exported.stderr).toMatch(/in use by process \d+: stop it first/);
    await source.close();
    sourceClosed = true;
    // The target has the play made there since, which the source never saw.
    const verified = await command('verify-cli.ts', '--from', dataDir, '--to', target.serverUrl());
    expect(verified.status, verified.stderr).toBe(1);
    expect(verified.stdout).toMatch(/table bets: 10 rows in the source, 11 in the target/);
    expect(verified.stdout).toMatch(/^MISMATCH: /m);
  });
});

/** Runs one of db/export's commands as npm would, to its end. */
async function command(script: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/src/db/export/${script}`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [status] = (await once(child, 'close')) as [number | null];
  return { status, stdout, stderr };
}
