import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = 'test-results/screenshots';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** The widths a screen is checked at, each with the suffix its screenshots carry: desktop, then phone. */
export const SCREEN_SIZES = [
  ['1440', DESKTOP],
  ['375', PHONE],
] as const;

/**
 * Chromium features the specs switch off. Chromium reads only the last `--disable-features` it is given,
 * so this list repeats the one Playwright passes (playwright-core's `chromiumSwitches`; its Windows- and
 * Edge-only entries left out) and adds the address bar's popups: since Chromium 156 every new window, so
 * every browser context, preloads them in a renderer of its own. No headless test ever shows them, and
 * they cost about a CPU-second a context: first-hour-wallet went from 189-202 to 161 CPU-s without them.
 */
const DISABLED_FEATURES = [
  // Playwright's
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // The address bar's popups (chrome://omnibox-popup.top-chrome)
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

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
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
}

/**
 * Whether the specs save their screenshots. CI turns them off (E2E_SCREENSHOTS=off): nobody reads a clean
 * clone's, and each costs Chromium about a quarter of a second of CPU. A failed test's pages are saved
 * whatever this says (support/suite.ts).
 */
export const SCREENSHOTS_SAVED = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Saves what the page shows, for a person to look at (test-results/screenshots), two frames after the
 * call: the lobby's rows are painted only once they are in view (content-visibility), and a shot taken
 * right after a jump to a section showed them blank, which a player scrolling never sees.
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!SCREENSHOTS_SAVED) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Bounded: a page the browser does not show runs no frames. (A string: the benches that import this
  // file are type-checked without the DOM's types.)
  await page.evaluate(
    'new Promise((painted) => { requestAnimationFrame(() => requestAnimationFrame(painted)); setTimeout(painted, 200); })',
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/** Saves what the page shows at desktop width as `<name>-1440`, then narrows it to a phone for `<name>-375`. */
export async function screenshotDesktopThenPhone(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-375`);
}

/** The `attribute` of every element `elements` finds, in page order (null where one has none). */
export const attributeOfEach = (elements: Locator, attribute: string): Promise<(string | null)[]> =>
  elements.evaluateAll((found, name) => found.map((element) => element.getAttribute(name)), attribute);
