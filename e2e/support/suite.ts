import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { launchBrowser } from './browser';

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
    afterAll(() => browser?.close());
    suite(() => {
      if (!browser) throw new Error('the browser is launched before the suite’s tests');
      return browser;
    });
  });
}
