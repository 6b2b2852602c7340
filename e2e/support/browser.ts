import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = 'test-results/screenshots';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
    afterAll(() => browser?.close());
    suite(() => {
      if (!browser) throw new Error('the browser is launched before the suite’s tests');
      return browser;
    });
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}
