import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { migrate } from './migrate';

const run = promisify(execFile);

/** The committed dump of a freshly migrated database, so every change of the database shows in a diff. */
export const SCHEMA_FILE = new URL('./schema.sql', import.meta.url);

/** How to rewrite SCHEMA_FILE after adding a migration. */
export const REFRESH_COMMAND = 'npm run db:schema';

/**
 * Migrates a new, empty schema on the PostgreSQL server at `url`, dumps its structure and drops it again.
 * The dump is normalised so it depends only on the migrations: no pg_dump comments (versions, owners), no
 * session settings, and no schema name (each run uses a random one).
 */
export async function dumpFreshSchema(url: string): Promise<string> {
  const schema = `schema_dump_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url, dataDir: '', poolSize: 1 });
  try {
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
    const handle = await openDatabase({ url, dataDir: '', poolSize: 1, searchPath: schema });
    try {
      await migrate(handle.db);
    } finally {
      await handle.close();
    }
    const { stdout } = await run(
      'pg_dump',
      ['--schema-only', '--no-owner', '--no-privileges', `--schema=${schema}`, `--dbname=${url}`],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return normaliseDump(stdout, schema);
  } finally {
    await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(admin.db);
    await admin.close();
  }
}

/** pg_dump's own lines: comments, the random \\restrict key of each run, session settings, the schema. */
function isDumpNoise(line: string, schema: string): boolean {
  return (
    line.startsWith('--') ||
    /^\\(un)?restrict /.test(line) ||
    /^SET \w+ = .*;$/.test(line) ||
    line.startsWith('SELECT pg_catalog.set_config(') ||
    line === `CREATE SCHEMA ${schema};`
  );
}

function normaliseDump(dump: string, schema: string): string {
  const lines = dump
    .split('\n')
    .filter((line) => !isDumpNoise(line, schema))
    .join('\n')
    .replaceAll(`${schema}.`, '');
  return `${lines.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
