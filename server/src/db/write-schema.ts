import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dumpFreshSchema, SCHEMA_FILE } from './schema-dump';

/**
 * `npm run db:schema`: rewrites schema.sql from a fresh schema on a real PostgreSQL server (pg_dump must be
 * on the PATH), after a migration is added. The server is TEST_DATABASE_URL's, or the local one.
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
writeFileSync(SCHEMA_FILE, await dumpFreshSchema(url));
console.log(`wrote ${fileURLToPath(SCHEMA_FILE)}`);
