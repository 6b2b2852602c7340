// Writes the tests that passed only on a retry to flaky-*.txt in TEST_REPORT_DIR, each with what its
// failed try met (the first line of the error and the spec line it came from); .ci/summary.mjs prints
// them above the total, so a test that passes by retrying is still named in every CI run, and can be
// mended from CI's output alone.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The first stack frame in a spec or the project's own code, as `path:line`, or '' if none. */
function whereItFailed(stack = '') {
  const frame = stack.split('\n').find((line) => /\/(e2e|server\/src|web\/src|packages)\//.test(line));
  const at = frame?.match(/\(?([^\s()]+):(\d+):\d+\)?\s*$/);
  return at ? ` at ${relative(process.cwd(), at[1].replace(/^file:\/\//, ''))}:${at[2]}` : '';
}

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    // A test that passed on a retry keeps the errors of its failed tries.
    const [first] = testCase.result().errors ?? [];
    const why = first
      ? ` — failed try: ${String(first.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}${whereItFailed(first.stack)}`
      : '';
    this.flaky.push(
      `${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (passed on try ${diagnostic.retryCount + 1})${why}`,
    );
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    const file = join(process.env.TEST_REPORT_DIR, `flaky-${process.pid}-${Date.now()}.txt`);
    writeFileSync(file, `${this.flaky.join('\n')}\n`);
  }
}
