import { BONUS_TEXTS } from '@casino/contract';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { amountOf, balanceOf } from './support/games';
import { describeInBrowser } from './support/suite';
import { apiBody, verifiedPlayer } from './support/verified';

const baseUrl = inject('baseUrl');

/** Waits for the header balance to differ from `before`, and answers it. */
async function balanceMoved(page: Page, before: string): Promise<string> {
  await expect.poll(() => balanceOf(page)).not.toBe(before);
  return balanceOf(page);
}

describeInBrowser('bonuses', (browser) => {
  it('claims a top-up, the daily bonus and a bonus code; the balance moves each time (1440 px)', async () => {
    const page = (await verifiedPlayer(browser(), baseUrl)).page;

    // Play the Gold Coins away (a 5000x dice roll almost never wins) until under 10 GC.
    await apiBody(page, 'POST', '/dicing/seeds', { action: 'update_client', client_seed: 'bonuses-e2e' });
    for (let tries = 0; tries < 3; tries++) {
      const gc = amountOf((await apiBody(page, 'GET', '/user/balance')).gc);
      if (gc < 10) break;
      await apiBody(page, 'POST', '/dicing', {
        wager: (gc - 5).toFixed(2),
        over: true,
        multiplier: 5000,
        target: 50,
      });
    }
    await page.goto(`${baseUrl}/?tab=bank&page=topup`);
    await page.getByTestId('top-up-page').waitFor();
    const low = await balanceOf(page);
    expect(amountOf(low)).toBeLessThan(10);
    await screenshot(page, 'bonuses-top-up-1440');
    await page.getByRole('button', { name: 'Claim Top-Up' }).click();
    await page.getByText(BONUS_TEXTS.topUpClaimed).waitFor();
    const topped = await balanceMoved(page, low);
    expect(amountOf(topped)).toBeCloseTo(amountOf(low) + 1000, 2);
    await page.getByText(/Next top-up in 00:0[34]:/).waitFor();

    await page.getByRole('tab', { name: 'Daily Bonus' }).click();
    await page.getByTestId('daily-bonus-page').waitFor();
    await page.getByTestId('daily-day-1').waitFor();
    await screenshot(page, 'bonuses-daily-1440');
    await page.getByRole('button', { name: 'Claim Day 1' }).click();
    await page.getByText(BONUS_TEXTS.dailyClaimed).waitFor();
    const daily = await balanceMoved(page, topped);
    expect(amountOf(daily)).toBeCloseTo(amountOf(topped) + 5000, 2);
    await page.getByText(/Next bonus in 2[34]:/).waitFor();
    await screenshot(page, 'bonuses-daily-claimed-1440');

    const code = `E2E${Date.now().toString(36)}`.toUpperCase();
    await apiBody(page, 'POST', '/dev/bonus-codes', { code, title: 'E2E', gc: '2500', sc: '0.50' });
    await page.getByLabel('Bonus code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('Bonus code claimed: 2,500.00 GC and 0.50 SC').waitFor();
    const coded = await balanceMoved(page, daily);
    expect(amountOf(coded)).toBeCloseTo(amountOf(daily) + 2500, 2);
    // The same code again is refused with its words, and nothing moves.
    await page.getByLabel('Bonus code').fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText(BONUS_TEXTS.codeUsed).waitFor();
    expect(await balanceOf(page)).toBe(coded);
    await screenshot(page, 'bonuses-more-rewards-1440');
  });

  it('claims the daily bonus, an ?rbc= link and a VIP bonus heard in realtime (375 px)', async () => {
    const page = (await verifiedPlayer(browser(), baseUrl, PHONE)).page;
    await page.goto(`${baseUrl}/?tab=bank&page=bonus`);
    await page.getByTestId('daily-day-7').waitFor();
    await screenshot(page, 'bonuses-daily-375');
    const before = await balanceOf(page);
    await page.getByRole('button', { name: 'Claim Day 1' }).click();
    await page.getByText(BONUS_TEXTS.dailyClaimed).waitFor();
    const daily = await balanceMoved(page, before);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const code = `RBC${Date.now().toString(36)}`.toUpperCase();
    await apiBody(page, 'POST', '/dev/bonus-codes', { code, title: 'Link', gc: '1000' });
    await page.goto(`${baseUrl}/?rbc=${code}`);
    await page.getByText('Bonus code claimed: 1,000.00 GC').waitFor();
    const linked = await balanceMoved(page, daily);
    expect(new URL(page.url()).searchParams.get('rbc')).toBeNull();

    await page.goto(`${baseUrl}/vip-bonus`);
    await page.getByTestId('vip-empty').waitFor();
    await screenshot(page, 'bonuses-vip-empty-375');
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('header-balance').waitFor();
    // The award is heard on the player's socket: give it a moment to connect after the page load.
    await page.waitForTimeout(2000);
    await apiBody(page, 'POST', '/dev/vip-bonus', { reward_type: 'VIP Weekly', gc: '3000', sc: '1' });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/vip-bonus');
    await page.getByText('VIP Weekly').waitFor();
    await screenshot(page, 'bonuses-vip-375');
    await page.getByRole('button', { name: 'Claim' }).click();
    await page.getByText(BONUS_TEXTS.vipBonusClaimed).waitFor();
    await balanceMoved(page, linked);
    await page.getByTestId('vip-empty').waitFor();
    await page.setViewportSize(DESKTOP);
  });
});
