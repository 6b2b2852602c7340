import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { withFreshSchema } from './fresh-schema';

const run = promisify(execFile);

/** The committed dump of a freshly migrated database, so every change of the database shows in a diff. */
export const SCHEMA_FILE = new URL('./schema.sql', import.meta.url);

/** How to rewrite SCHEMA_FILE after adding a migration. */
export const REFRESH_COMMAND = 'npm run db:schema';

/**
 * The monthly partitions of bets and ledger_entries (`bets_y2026m12`, migration 47), left out: which
 * months exist depends on the day the dump is made, not on the migrations. The partitioned tables, their
 * indexes and the DEFAULT partitions stay.
 */
const MONTH_PARTITIONS = '*_y[0-9][0-9][0-9][0-9]m[0-9][0-9]';

/**
 * Dumps the structure of a freshly migrated schema on the PostgreSQL server at `url`. The dump is
 * normalised so it depends only on the migrations: no pg_dump comments (versions, owners), no session
 * settings, and no schema name (each run uses a random one).
 */
export async function dumpFreshSchema(url: string): Promise<string> {
  return withFreshSchema(url, async (schema) => {
    const { stdout } = await run(
      'pg_dump',
      [
        '--schema-only',
        '--no-owner',
        '--no-privileges',
        `--schema=${schema}`,
        `--exclude-table=${schema}.${MONTH_PARTITIONS}`,
        `--dbname=${url}`,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return normaliseDump(stdout, schema);
  });
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

/**
 * What the dump says in place of a function's body: the file that holds it and the body's digest. The body
 * itself is in `functions/<name>.sql` (functions.ts); a second copy here was a second place to read it in,
 * while the digest still makes any change of a body in the database show in the dump's diff.
 */
export function bodyReference(name: string, body: string): string {
  const md5 = createHash('md5').update(body).digest('hex');
  return ` body: server/src/db/functions/${name}.sql, md5 ${md5} `;
}

/** Each `CREATE FUNCTION name(…) … AS $$body$$` with its body replaced by bodyReference. */
function referenceFunctionBodies(dump: string): string {
  return dump.replace(
    /^(CREATE FUNCTION (\w+)\([\s\S]*?\$\$)([\s\S]*?)\$\$/gm,
    (_, head: string, name: string, body: string) => `${head}${bodyReference(name, body)}$$`,
  );
}

function normaliseDump(dump: string, schema: string): string {
  const lines = dump
    .split('\n')
    .filter((line) => !isDumpNoise(line, schema))
    .join('\n')
    .replaceAll(`${schema}.`, '');
  return `${referenceFunctionBodies(lines)
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
