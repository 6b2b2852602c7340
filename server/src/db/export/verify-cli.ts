import { parseArgs } from 'node:util';
import { compareDatabases, formatComparison } from './compare';
import { openLocation } from './locations';

/**
 * `npm run db:verify -- --from A --to B`: compares two databases (each a PostgreSQL URL or a PGlite
 * directory) table by table and checks the ledger's invariants on each: after db:export, or between a
 * database and its restored backup (scripts/backup-drill.sh). Exits 0 when they hold the same, 1 otherwise.
 */
const USAGE = 'usage: npm run db:verify -- --from <url or PGlite dir> --to <url or PGlite dir>';

let options: { to?: string; from?: string };
try {
  options = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!options.from || !options.to) {
  console.error(USAGE);
  process.exit(2);
}
const source = await openLocation(options.from);
const target = await openLocation(options.to);
try {
  const comparison = await compareDatabases(source.db, target.db);
  console.log(formatComparison(comparison));
  process.exitCode = comparison.problems.length === 0 ? 0 : 1;
} finally {
  await source.close();
  await target.close();
}
