/**
 * The monthly archive (docs/operations.md "Monthly partitions and the archive") against a month of dice:
 * 64 players play dice through the production server for BENCH_SECONDS (default 10) on real PostgreSQL,
 * then this month is archived as if KEEP_MONTHS had passed (server/src/partitions/archive.ts). Reports the
 * rows archived per second per table, the file's bytes against the partition's bytes on disk, and how long
 * the ledger's invariants take to prove every balance afterwards.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 10)
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import { ledgerInvariantBreaks } from '../../server/src/ledger/invariants';
import { archiveMonths, KEEP_MONTHS } from '../../server/src/partitions/archive';
import { addMonths, monthStart, PARTITIONED_TABLES, partitionName } from '../../server/src/partitions/months';
import { dicePlayers, measureDicePlays } from '../games/dice-plays';
import { openBenchSchema, startBenchServer } from '../lib/bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAYERS = 64;

const bench = await openBenchSchema();
const dir = mkdtempSync(join(tmpdir(), 'bench-archive-'));
const database = await openDatabase({ url: bench.url, dataDir: '', poolSize: 2 });
try {
  const server = await startBenchServer(bench.url, {
    DATABASE_POOL_SIZE: '64',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_BONUS_GC: '100000000',
  });
  try {
    const tokens = await dicePlayers(server.client, 'archive', PLAYERS);
    await measureDicePlays(server.client, tokens, SECONDS);
  } finally {
    await server.stop();
  }
  const { db } = database;
  const month = monthStart(new Date());
  const bytesOnDisk: Record<string, number> = {};
  for (const table of PARTITIONED_TABLES) {
    const { rows } = await sql<{ bytes: string }>`
      SELECT pg_total_relation_size(${partitionName(table, month)}::regclass)::text AS bytes`.execute(db);
    bytesOnDisk[table] = Number(rows[0]?.bytes);
  }

  const began = performance.now();
  const archived = await archiveMonths(db, { through: month, dir, now: addMonths(month, KEEP_MONTHS) });
  const archiveSeconds = (performance.now() - began) / 1000;
  const proving = performance.now();
  const breaks = await ledgerInvariantBreaks(db);
  const proveSeconds = (performance.now() - proving) / 1000;

  console.log(`\nArchive benchmark: this month after ${SECONDS} s of dice by ${PLAYERS} players\n`);
  for (const month of archived) {
    const fileBytes = statSync(month.file).size;
    const onDisk = bytesOnDisk[month.table] ?? 0;
    console.log(
      `${month.table.padEnd(15)} ${String(month.rows).padStart(8)} rows  file ${(fileBytes / month.rows).toFixed(0)} B/row, ` +
        `${(onDisk / month.rows).toFixed(0)} B/row on disk (${(fileBytes / onDisk).toFixed(2)} of it)`,
    );
  }
  const rows = archived.reduce((sum, month) => sum + month.rows, 0);
  console.log(
    `\narchived ${rows} rows in ${archiveSeconds.toFixed(1)} s: ${Math.round(rows / archiveSeconds)} rows/s`,
  );
  console.log(
    `ledger invariants after: ${breaks.length === 0 ? 'hold' : breaks.join('; ')} (${proveSeconds.toFixed(1)} s)`,
  );
  if (breaks.length > 0) process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  await bench.drop();
}
