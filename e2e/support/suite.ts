import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { launchBrowser } from './browser';
import { trafficOf } from './traffic';

const FAILURE_DIR = 'test-results/failures';

/**
 * What each page still open showed when a test failed: its address in the log and a screenshot in
 * test-results/failures, and each context's last API answers and errors in the log (support/traffic.ts),
 * so a failure seen only in CI can be read afterwards.
 */
async function keepWhatFailed(browser: Browser, testName: string): Promise<void> {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const context of browser.contexts()) {
    const traffic = trafficOf(context);
    if (traffic.length > 0)
      console.log(`failed test "${testName}": last API calls\n  ${traffic.join('\n  ')}`);
    for (const page of context.pages()) {
      index += 1;
      const path = `${FAILURE_DIR}/${slug}-page${index}.png`;
      await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined);
      console.log(`failed test "${testName}": page ${index} was at ${page.url()} (${path})`);
    }
  }
}

/** How long a context may take to close before the next test goes on without waiting for it. */
const CLOSE_WAIT_MS = 10_000;

/**
 * Closes every context a test opened. A page left open goes on living beside the next tests (its socket,
 * polling, a crash graph drawn 60 times a second), and on two CPUs that slowed every test after it. A close
 * that hangs (seen once in CI after a test's route handlers) is left behind, not waited for: the browser
 * goes at the end of the file.
 */
async function closeEveryPage(browser: Browser): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const closing = Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
  await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
  clearTimeout(timer);
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
      if (!browser) return;
      if (task.result?.state === 'fail') await keepWhatFailed(browser, task.name);
      await closeEveryPage(browser);
    });
    afterAll(() => browser?.close());
    suite(() => {
      if (!browser) throw new Error('the browser is launched before the suite’s tests');
      return browser;
    });
  });
}
