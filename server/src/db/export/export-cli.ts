import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { formatComparison } from './compare';
import { ExportRefused, exportDatabase } from './export';
import { openLocation, withoutPassword } from './locations';

/**
 * `npm run db:export -- --to postgres://… [--from DIR] [--replace]`: moves the embedded PGlite database
 * (DATA_DIR, or --from) to an empty PostgreSQL database and proves the copy whole (docs/operations.md).
 * Stop the casino first: PGlite has one owner, and a write during the copy would be missed. Exits 0 when
 * every row and coin arrived, 1 on any refusal, failure or mismatch, 2 on a wrong command line.
 */
const USAGE =
  'usage: npm run db:export -- --to postgres://user@host:5432/casino [--from DATA_DIR] [--replace]';

let options: { to?: string; from?: string; replace?: boolean };
try {
  options = parseArgs({
    options: { to: { type: 'string' }, from: { type: 'string' }, replace: { type: 'boolean' } },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!options.to?.match(/^postgres(ql)?:\/\//)) {
  console.error(USAGE);
  process.exit(2);
}
const from = options.from ?? loadConfig().DATA_DIR;

const source = await openLocation(from).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const target = await openLocation(options.to);
console.log(`Exporting ${from} to ${withoutPassword(options.to)}`);
const began = performance.now();
try {
  const comparison = await exportDatabase(source.db, target.db, {
    replace: options.replace ?? false,
    progress: (table, rows, tableDone) => {
      if (tableDone) console.log(`  ${table}: ${rows} rows`);
      else if (rows % 100_000 === 0) console.log(`  ${table}: ${rows} rows so far`);
    },
  });
  console.log(`Copied in ${Math.round((performance.now() - began) / 1000)} s. Source against target:`);
  console.log(formatComparison(comparison));
  process.exitCode = comparison.problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof ExportRefused ? `Refused: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
