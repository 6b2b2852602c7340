import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { apiBody, verifiedPlayer } from './support/verified';

const baseUrl = inject('baseUrl');

/** The Players table's columns, every one of which a desktop shows without scrolling the table. */
const PLAYER_COLUMNS = ['ID', 'Username', 'Email', 'Rank', 'State', 'Account', 'Joined'];

/**
 * Nothing of the casino's shell on a staff page: no balance or wallet, no sidebar, no chat column, no
 * phone bar, no identity banner (issue 22, item 6: a staff member reads other people's accounts here).
 */
async function expectNoCasinoChrome(page: Page): Promise<void> {
  for (const testId of ['header-balance', 'header-wallet', 'mobile-wallet', 'verify-offer'])
    expect(await page.getByTestId(testId).count(), testId).toBe(0);
  for (const name of ['Main', 'Quick'])
    expect(await page.getByRole('navigation', { name, exact: true }).count(), name).toBe(0);
  expect(await page.getByRole('complementary', { name: 'Chat' }).count()).toBe(0);
  expect(await page.getByText('Verify your identity now').count()).toBe(0);
}

/** How far the page scrolls sideways (tables scroll inside their own frames, never the page). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens the player's page from the Players list, as staff do. */
async function openPlayer(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/users?q=${username}`);
  await page.getByRole('table', { name: 'Players' }).getByText(username, { exact: true }).click();
  await page.getByTestId('admin-user-name').getByText(username).waitFor();
}

/** The back office a new operator meets (issue 22, item 6), at 1440 and 375 px. */
describeInBrowser('the back office in its own frame', (browser) => {
  it('shows staff their own frame, every Players column, who the player is, and an audit log in words', async () => {
    // A player whose identity the sandbox vendor approved, with the address and phone they gave it.
    const { page: playerPage, player } = await verifiedPlayer(browser(), baseUrl);
    // A second open window has stalled the staff page's actions in headless Chromium: drive it alone.
    await playerPage.context().close();
    const page = await staffMember(browser(), baseUrl, 'admin');
    const staffName = (await apiBody(page, 'GET', '/user')).username as string;

    for (const [viewport, width] of [
      [DESKTOP, 1440],
      [PHONE, 375],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/admin/users`);
      const players = page.getByRole('table', { name: 'Players' });
      await players.locator('tbody tr').first().waitFor();

      // The back office's own header: who is signed in, their rank, and the way back to the casino.
      const staff = page.getByTestId('back-office-staff');
      expect(await staff.innerText()).toContain(staffName);
      expect(await staff.innerText()).toContain('Admin');
      expect(await page.getByTestId('back-to-casino').getAttribute('href')).toBe('/');
      const nav = page.getByRole('navigation', { name: 'Back office' });
      expect(await nav.getByRole('link', { name: 'Audit log' }).isVisible()).toBe(true);
      await expectNoCasinoChrome(page);
      expect(await sidewaysScroll(page), `${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `first-hour-admin-users-${width}`);

      if (width === 1440) {
        // Every column on screen: the table needs no sideways scroll of its own.
        const headers = await players.locator('thead th').allInnerTexts();
        expect(headers.map((h) => h.split('\n')[0]?.trim())).toEqual(PLAYER_COLUMNS);
        const frame = await players.evaluate((table) => {
          const box = table.parentElement as HTMLElement;
          return { scroll: box.scrollWidth, client: box.clientWidth };
        });
        expect(frame.scroll).toBeLessThanOrEqual(frame.client);
        const joined = await players.getByRole('columnheader', { name: 'Joined' }).boundingBox();
        expect((joined?.x ?? Number.POSITIVE_INFINITY) + (joined?.width ?? 0)).toBeLessThanOrEqual(1440);
      }

      // The player's page names the person the vendor verified.
      await openPlayer(page, player.username);
      const identity = page.getByTestId('admin-user-identity');
      await identity.getByText('approved').waitFor();
      const facts = await identity.innerText();
      expect(facts).toMatch(/Name\s+Jane Redeem[a-z]{8}/);
      expect(facts).toMatch(/Date of birth\s+17 May 1990/);
      expect(facts).toMatch(/Address\s+100 Capitol Mall, Sacramento 95814/);
      expect(facts).toMatch(/Phone\s+\(916\) 555-0100/);
      await expectNoCasinoChrome(page);
      expect(await sidewaysScroll(page), `${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `first-hour-admin-player-${width}`);

      if (width === 1440) {
        await page.getByTestId('admin-freeze').click();
        await page.getByLabel('Reason').fill('Chargeback under review');
        await page.getByTestId('dialog-confirm').click();
        await page.getByTestId('admin-unfreeze').waitFor();
      }

      // The audit log says who did what to whom, and each change as before → after, never JSON.
      await nav.getByRole('link', { name: 'Audit log' }).click();
      const audit = page.getByRole('table', { name: 'Audit log' });
      const entry = audit.locator('tbody tr', { hasText: 'users.freeze' }).first();
      await entry.waitFor();
      const text = await entry.innerText();
      for (const words of [staffName, 'Froze an account', player.username, 'Chargeback under review'])
        expect(text).toContain(words);
      const change = await entry.getByTestId('audit-change').innerText();
      expect(change).toMatch(/Frozen:\s*no → yes/);
      expect(change).toMatch(/Freeze reason:\s*— → Chargeback under review/);
      expect(change).not.toMatch(/[{}"]/);
      await expectNoCasinoChrome(page);
      expect(await sidewaysScroll(page), `${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `first-hour-admin-audit-${width}`);
    }

    // On a phone the bar of sections shows the open one, even the last, without the staff member scrolling it.
    await page.goto(`${baseUrl}/admin/tax`);
    await page.getByTestId('tax-export').waitFor();
    const tab = page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Tax (1099)' });
    // The bar scrolls the open section in after it renders: on a slow host that takes a moment.
    await expect
      .poll(async () => {
        const box = await tab.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    await screenshot(page, 'first-hour-admin-tax-375');
  });
});
