import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './browser';
import { newPlayerAt } from './player';

/** The header balance as shown, e.g. "9,999.00". */
export const balanceOf = (page: Page) => page.getByTestId('header-balance').innerText();

/** "10,000.00 GC" → 10000 */
export const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The rows of the player's own plays of this game, in the history table under its screen. */
export const historyRows = (page: Page) =>
  page.getByTestId('game-history').getByTestId('history-row').count();

/**
 * The play id a game's result element shows once its play has settled (it changes with every play):
 * `states` are the `data-state` values that mean settled (any state by default).
 */
export async function settledPlay(
  page: Page,
  testId: string,
  states?: readonly string[],
): Promise<string | null> {
  const selector = states ? states.map((state) => `[data-state="${state}"]`).join(', ') : '[data-state]';
  const result = page.getByTestId(testId).locator(selector).first();
  return (await result.count()) > 0 ? result.getAttribute('data-play') : null;
}

/**
 * The rows once the table has loaded: counted under its loading skeleton they would be 0, and a count
 * taken before a play must not be (the play's row would then seem to be two).
 */
export async function loadedHistoryRows(page: Page): Promise<number> {
  const history = page.getByTestId('game-history');
  await expect.poll(() => history.locator('[aria-busy="true"]').count()).toBe(0);
  return historyRows(page);
}

/**
 * Plays and waits until the screen shows the result (`shown`: the game's own sign that its animation
 * has finished), the player's history of the game has the new rows and, for a single play, the
 * balance moved (no multiplier pays exactly 1× in these set-ups; several plays can add up to no change).
 */
export async function playAndSettle(
  page: Page,
  play: () => Promise<void>,
  shown: () => Promise<boolean>,
  plays = 1,
): Promise<void> {
  const rowsBefore = await loadedHistoryRows(page);
  const balanceBefore = await balanceOf(page);
  await withSeed(page, play, shown);
  await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBe(rowsBefore + plays);
  if (plays === 1) await expect.poll(() => balanceOf(page)).not.toBe(balanceBefore);
}

/** A new player, signed up in the browser, on the game's page (`/casino/{slug}`). */
export async function playerAt(browser: Browser, baseUrl: string, slug: string): Promise<Page> {
  const page = await newPlayerAt(browser, baseUrl, `/casino/${slug}`);
  // Every game has a Play button or a wager field (baccarat's bets have neither until placed).
  await page.getByTestId('play').or(page.getByTestId('wager')).first().waitFor();
  return page;
}

/** Switches the header's coin and waits until the game's wager shows it. */
export async function switchCoin(page: Page, coin: 'GC' | 'SC'): Promise<void> {
  const button = page.getByTestId('coin-switch').getByRole('button', { name: coin });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  const wager = page.getByTestId('wager');
  if ((await wager.count()) > 0) await expect.poll(() => wager.first().getAttribute('data-coin')).toBe(coin);
}

/**
 * Runs `play` and waits for `ready` (the game's sign the play went through). A new player's first play
 * of a game answers 412: the client-seed prompt's ready seed is accepted, and the play the player
 * pressed is then made by the page itself (no second press).
 */
export async function withSeed(
  page: Page,
  play: () => Promise<void>,
  ready: () => Promise<boolean>,
): Promise<void> {
  await play();
  const accept = page.getByRole('button', { name: 'Use this seed and play' });
  // A play's answer on a CI machine running two browsers and the PostgreSQL tier at once took over 15 s.
  await expect
    .poll(async () => (await accept.isVisible()) || (await ready()), { timeout: 30_000 })
    .toBe(true);
  if (await accept.isVisible()) {
    await accept.click();
    await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(false);
  }
  await expect.poll(ready, { timeout: 30_000 }).toBe(true);
}

/**
 * Screenshots at 1440 × 900 and 375 × 812 (and the whole phone page when `full`), checks the phone
 * page does not scroll sideways, and returns to desktop size.
 */
export async function shoot(page: Page, name: string, { full = false } = {}): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-phone`);
  if (full) await screenshot(page, `${name}-phone-full`, { fullPage: true });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
}

/** The page, at its present size, is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
