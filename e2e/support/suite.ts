import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { launchBrowser } from './browser';

const FAILURE_DIR = 'test-results/failures';

/**
 * What each page still open showed when a test failed: its address in the log and a screenshot in
 * test-results/failures, so a failure seen only in CI can be read afterwards. Then the pages are closed,
 * so a failed test leaves nothing running beside the next one (a retry starts from a clean browser).
 */
async function keepWhatFailed(browser: Browser, testName: string): Promise<void> {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      index += 1;
      const path = `${FAILURE_DIR}/${slug}-page${index}.png`;
      await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined);
      console.log(`failed test "${testName}": page ${index} was at ${page.url()} (${path})`);
    }
    await context.close().catch(() => undefined);
  }
}

/**
 * A suite run in Chromium, skipped where the global set-up found none: `browser()` is the suite's
 * browser, launched before its tests and closed after them.
 */
export function describeInBrowser(name: string, suite: (browser: () => Browser) => void): void {
  describe.skipIf(!inject('browserAvailable'))(name, () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterEach(async ({ task }) => {
      if (browser && task.result?.state === 'fail') await keepWhatFailed(browser, task.name);
    });
    afterAll(() => browser?.close());
    suite(() => {
      if (!browser) throw new Error('the browser is launched before the suite’s tests');
      return browser;
    });
  });
}
