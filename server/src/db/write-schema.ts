import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dumpFreshSchema, SCHEMA_FILE } from './schema-dump';
import { generateTableTypes, TABLE_TYPES_FILE } from './table-types';

/**
 * `npm run db:schema`: rewrites schema.sql and generated.ts from fresh schemas on a real PostgreSQL server
 * (pg_dump must be on the PATH), after a migration is added; `npm run db:types` (`--types`) rewrites only
 * generated.ts. The server is TEST_DATABASE_URL's, or the local one.
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function write(file: URL, text: string): void {
  writeFileSync(file, text);
  console.log(`wrote ${fileURLToPath(file)}`);
}

if (!process.argv.includes('--types')) write(SCHEMA_FILE, await dumpFreshSchema(url));
write(TABLE_TYPES_FILE, await generateTableTypes(url));
