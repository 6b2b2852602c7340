import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openConfiguredDatabase } from '../db/configured-database';
import { ledgerInvariantBreaks } from '../ledger/invariants';
import { archivedRecord, archiveMonths, latestArchivableMonth } from './archive';
import { readArchiveFile } from './archive-file';
import { monthLabel, parseMonth } from './months';

/**
 * `npm run db:archive`: the months of bets and ledger entries in the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR), and the archive of old ones (docs/operations.md "Growth").
 *   --list                            each month's partitions, their rows and size; the months archived
 *   --through YYYY-MM --dir DIR       archives every month up to YYYY-MM into DIR, then checks the ledger
 *   --check FILE                      reads an archive file back and compares it with what was recorded
 * Exits 0 when done, 1 on a refusal or a mismatch, 2 on a wrong command line.
 */
const USAGE = 'usage: npm run db:archive -- --list | --through YYYY-MM --dir DIR | --check FILE';

let options: { list?: boolean; through?: string; dir?: string; check?: string };
try {
  options = parseArgs({
    options: {
      list: { type: 'boolean' },
      through: { type: 'string' },
      dir: { type: 'string' },
      check: { type: 'string' },
    },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const through = options.through === undefined ? undefined : parseMonth(options.through);
const modes = [options.list, options.through, options.check].filter((given) => given !== undefined);
if (modes.length !== 1 || through === null || (through && !options.dir)) {
  console.error(USAGE);
  process.exit(2);
}

const { database } = await openConfiguredDatabase();
const { db } = database;
try {
  if (options.list) {
    const { rows } = await sql<{ name: string; rows: string; bytes: string }>`
      SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint::text AS rows,
             pg_size_pretty(pg_total_relation_size(c.oid)) AS bytes
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relnamespace = current_schema()::regnamespace AND p.relname IN ('bets', 'ledger_entries')
       ORDER BY c.relname`.execute(db);
    console.log('In the database (rows as last estimated by ANALYZE):');
    for (const row of rows)
      console.log(`  ${row.name.padEnd(28)} ${row.rows.padStart(12)} rows  ${row.bytes}`);
    const archived = await sql<{ table_name: string; month: string; row_count: string; file: string }>`
      SELECT table_name, to_char(month, 'YYYY-MM') AS month, row_count::text, file
        FROM archived_partitions ORDER BY month, table_name`.execute(db);
    console.log(archived.rows.length ? 'Archived:' : 'Archived: none');
    for (const row of archived.rows)
      console.log(
        `  ${row.month} ${row.table_name.padEnd(15)} ${row.row_count.padStart(12)} rows  ${row.file}`,
      );
    console.log(
      `The latest month that may be archived today: ${monthLabel(latestArchivableMonth(new Date()))}`,
    );
  } else if (options.check) {
    const recorded = await archivedRecord(db, options.check);
    const read = await readArchiveFile(options.check);
    if (!recorded) {
      console.error(`${options.check}: the database recorded no archive of that name`);
      process.exitCode = 1;
    } else if (recorded.rows !== read.rows || recorded.digest !== read.digest) {
      console.error(
        `${options.check}: ${read.rows} rows, sha256 ${read.digest}; recorded ${recorded.rows}, ${recorded.digest}`,
      );
      process.exitCode = 1;
    } else console.log(`${options.check}: ${read.rows} rows, sha256 ${read.digest}, as recorded`);
  } else if (through && options.dir) {
    mkdirSync(options.dir, { recursive: true });
    const archived = await archiveMonths(db, { through, dir: options.dir });
    for (const month of archived)
      console.log(
        `archived ${month.month} ${month.table}: ${month.rows} rows to ${month.file} (sha256 ${month.digest})`,
      );
    if (archived.length === 0) console.log(`No month through ${monthLabel(through)} is left to archive.`);
    const breaks = await ledgerInvariantBreaks(db);
    for (const line of breaks) console.error(`ledger: ${line}`);
    console.log(
      breaks.length ? 'The ledger does NOT hold its invariants.' : 'The ledger holds its invariants.',
    );
    process.exitCode = breaks.length ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
