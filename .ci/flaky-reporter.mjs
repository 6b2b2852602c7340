// Writes the tests that passed only on a retry to flaky-*.txt in TEST_REPORT_DIR; .ci/summary.mjs prints
// them above the total, so a test that passes by retrying is still named in every CI run.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky)
      this.flaky.push(
        `${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (passed on try ${diagnostic.retryCount + 1})`,
      );
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    const file = join(process.env.TEST_REPORT_DIR, `flaky-${process.pid}-${Date.now()}.txt`);
    writeFileSync(file, `${this.flaky.join('\n')}\n`);
  }
}
