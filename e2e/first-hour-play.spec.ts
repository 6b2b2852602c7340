import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { historyRows, switchCoin } from './support/games';
import { openPage, signUp } from './support/player';
import { describeInBrowser } from './support/suite';
import { apiBody, verifyEmail, verifyIdentity } from './support/verified';

const baseUrl = inject('baseUrl');

const SIZES = [
  ['375', PHONE],
  ['1440', DESKTOP],
] as const;

/** Whether the button is painted in the accent colour an enabled primary action has. */
const paintedAsAction = (button: Locator) =>
  button.evaluate((element) => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return getComputedStyle(element).backgroundColor === accent;
  });

/** The page does not scroll sideways. */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** What a new player met around play in their first hour (issue 22, items 1, 2 and 4). */
describeInBrowser('first hour: play', (browser) => {
  for (const [size, viewport] of SIZES) {
    it(`a break and a self-exclusion are said up front and hold Play with the reason (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      await apiBody(page, 'POST', '/dicing/seeds', { action: 'update_client', client_seed: 'first-hour' });
      await page.goto(`${baseUrl}/casino/dice`);
      const play = page.getByTestId('play');
      await play.waitFor();
      expect(await play.isEnabled()).toBe(true);

      // The break starts elsewhere (another tab) while this page still offers Play: the server's
      // refusal is said in plain words, and the page then shows the break.
      await apiBody(page, 'POST', '/responsible-play/break', { days: 1 });
      await play.click();
      await page.getByText('Your "Break-In-Play" is active till: ').first().waitFor();
      expect(await page.getByText('Something went wrong').count()).toBe(0);

      const banner = page.getByTestId('play-restriction');
      await banner.getByText('Your account is on a break').waitFor();
      expect(await banner.innerText()).toMatch(/until \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)/);
      expect(await banner.getByRole('link', { name: 'Responsible play settings' }).getAttribute('href')).toBe(
        '/settings/responsible-play',
      );
      await expect.poll(() => play.isDisabled()).toBe(true);
      const reason = page.getByTestId('play-held');
      expect(await reason.innerText()).toMatch(/on a break until/);
      expect(await play.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
      expect(await paintedAsAction(play)).toBe(false);
      await fitsWidth(page);
      await screenshot(page, `first-hour-play-break-${size}`);

      // A self-exclusion outlasts the break: the banner says so, and Play stays held.
      await apiBody(page, 'POST', '/responsible-play/self-exclusion', { period: '6_months' });
      await page.reload();
      await banner.getByText('Your account is self-excluded').waitFor();
      expect(await banner.innerText()).toMatch(/until \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)/);
      await play.waitFor();
      expect(await play.isDisabled()).toBe(true);
      expect(await reason.innerText()).toMatch(/self-excluded until/);
      await fitsWidth(page);
      await screenshot(page, `first-hour-play-excluded-${size}`);
    });

    it(`the daily bonus says up front it needs a verified identity, and its countdown is no button (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      page.setDefaultTimeout(30_000);
      const player = await signUp(page, baseUrl);
      await verifyEmail(page, baseUrl, player);
      await page.goto(`${baseUrl}/?tab=bank&page=bonus`);
      await page.getByTestId('daily-day-1').waitFor();

      // Before the ladder, the page says what the bonus needs and how to get it.
      const needs = page.getByTestId('claim-needs-identity');
      expect(await needs.innerText()).toContain('The daily bonus needs a verified identity');
      const verify = needs.getByRole('link', { name: 'Verify your identity' });
      expect(await verify.getAttribute('href')).toBe('/settings/verification');
      const ladder = await page.getByTestId('daily-day-1').boundingBox();
      expect((await needs.boundingBox())?.y).toBeLessThan(ladder?.y ?? 0);

      const claim = page.getByRole('button', { name: 'Claim Day 1' });
      expect(await claim.isDisabled()).toBe(true);
      expect(await paintedAsAction(claim)).toBe(false);
      const why = await claim.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${why}"]`).innerText()).toMatch(/verify your identity/i);
      await fitsWidth(page);
      await screenshot(page, `first-hour-play-bonus-unverified-${size}`);

      await verifyIdentity(page);
      await page.goto(`${baseUrl}/?tab=bank&page=bonus`);
      await page.getByTestId('daily-day-1').waitFor();
      expect(await needs.count()).toBe(0);
      expect(await paintedAsAction(claim)).toBe(true);
      await claim.click();
      // After the claim the next one is a countdown to read, not a button to press.
      const countdown = page.getByRole('timer');
      await countdown.getByText(/Next bonus in 2[34]:/).waitFor();
      expect(await page.getByRole('button', { name: /Next bonus in/ }).count()).toBe(0);
      await fitsWidth(page);
      await screenshot(page, `first-hour-play-bonus-countdown-${size}`);
    });

    it(`the first Sweeps Coins play offers a ready seed, says why, and plays once accepted (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl, '/casino/dice');
      await page.getByTestId('play').waitFor();
      await switchCoin(page, 'SC');
      await page.getByTestId('wager').fill('0.10');
      const rows = await historyRows(page);
      await page.getByTestId('play').click();

      const dialog = page.getByRole('dialog');
      const accept = dialog.getByRole('button', { name: 'Use this seed and play' });
      await accept.waitFor({ timeout: 30_000 });
      expect(await dialog.getByLabel('Client seed').inputValue()).toMatch(/^[0-9a-f]{30}$/);
      expect(await dialog.innerText()).toContain('so neither you nor the house can know a result in advance');
      await fitsWidth(page);
      await screenshot(page, `first-hour-play-seed-${size}`);

      await accept.click();
      await dialog.waitFor({ state: 'detached' });
      // The play the player pressed goes through: no second press.
      await expect.poll(() => historyRows(page), { timeout: 30_000 }).toBe(rows + 1);
      await page
        .getByText(/Your client seed is now set to [0-9a-f]{30}/)
        .first()
        .waitFor();
      await screenshot(page, `first-hour-play-seed-played-${size}`);
    });
  }
});
