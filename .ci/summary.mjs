// Totals every Vitest JSON report in the given folder into the one line CI ends with.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const checkFailures = Number(process.argv[3] ?? 0);
const testRunFailures = Number(process.argv[4] ?? 0);
// A test run that failed without a failed test (a crash, a failed setup) still counts as failed.
if (failed === 0) failed += testRunFailures;
console.log(`${passed} passed, ${failed + checkFailures} failed, ${skipped} skipped`);
