import type { Page } from 'playwright-core';

/** How long no request may be under way before a screen counts as settled (Playwright's networkidle's). */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Takes the player to `path` inside the app open in `page`, as one of its links does: the router moves
 * (a history entry and the popstate it listens to) and nothing reloads. Resolves once the new screen has
 * loaded what it asks for: no request under way for half a second.
 *
 * A fresh load (`page.goto`) costs Chromium about 0.75 s of CPU, a move in the app about 0.1 s (CI time,
 * 2026-11-28), and a player moves far more often than they type an address. Specs keep `page.goto` where
 * a fresh load is what they check: a typed or mailed address, storage read at start-up, a new version.
 */
export async function followLink(page: Page, path: string): Promise<void> {
  const settled = untilQuiet(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled;
}

/**
 * Shows the player `path`: by following a link when the app is already open in `page` (`followLink`), by
 * loading it otherwise. For a spec that walks through several screens and checks what each one shows.
 */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  const appOpen =
    page.url().startsWith(baseUrl) &&
    (await page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0));
  if (appOpen) await followLink(page, path);
  else await page.goto(`${baseUrl}${path}`);
}

/**
 * Resolves once no request of the page has been under way for QUIET_MS, counted from now (listening starts
 * before the caller's action, so none of its requests is missed). Websockets are not requests here.
 */
function untilQuiet(page: Page): Promise<void> {
  let underWay = 0;
  let lastChange = Date.now();
  const started = () => {
    underWay += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    underWay -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      const quietFor = Date.now() - lastChange;
      if (underWay <= 0 && quietFor >= QUIET_MS) return done(resolve);
      if (Date.now() > deadline)
        return done(() => reject(new Error(`e2e: ${underWay} requests still under way at ${page.url()}`)));
      setTimeout(check, Math.max(50, QUIET_MS - quietFor));
    };
    const done = (finish: () => void) => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      finish();
    };
    setTimeout(check, QUIET_MS);
  });
}
