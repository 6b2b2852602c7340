// Totals every Vitest JSON report in the given folder into the one line CI ends with.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
// The failed tests by name, printed again just above the total: a long log is often read only at its end.
const failures = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(
          `${suite.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}\n    ${(test.failureMessages ?? [''])[0].split('\n')[0].slice(0, 300)}`,
        );
}
for (const file of readdirSync(dir).filter((f) => f.startsWith('flaky-')))
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean))
    console.log(`::: flaky: ${line}`);
for (const failure of failures) console.log(`::: failed: ${failure}`);
const checkFailures = Number(process.argv[3] ?? 0);
const testRunFailures = Number(process.argv[4] ?? 0);
// A test run that failed without a failed test (a crash, a failed setup) still counts as failed.
if (failed === 0) failed += testRunFailures;
console.log(`${passed} passed, ${failed + checkFailures} failed, ${skipped} skipped`);
