import { paymentStatusText, THREE_D_SECURE_MESSAGES, WALLET_TEXTS } from '@casino/contract';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, SCREEN_SIZES, screenshot } from './support/browser';
import { openPage, signUp } from './support/player';
import { refundDeniedPurchase, staffCall, staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { callApi } from './support/verified';
import {
  balanceMovesFrom,
  checkoutFrame,
  confirmOrDeny,
  goldCoins,
  openWallet,
  order,
  pay,
} from './support/wallet';

const baseUrl = inject('baseUrl');

async function failsWith(page: Page, message: string, shots?: string): Promise<void> {
  await page.getByTestId('payment-error').getByText(message, { exact: true }).waitFor();
  if (shots) await screenshot(page, shots);
  await page.keyboard.press('Escape');
  await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });
}

/**
 * Compliance refunds the denied purchase from the back office: the coins are taken back at once and
 * the card refund is a job, so the player's purchase reads "refund pending" until the vendor answers.
 */
async function complianceRefunds(browser: Browser, username: string): Promise<void> {
  const staff = await staffMember(browser, baseUrl, 'admin');
  expect(await refundDeniedPurchase(staff, baseUrl, username, 'admin-refund-dialog-1440')).toBe(
    'The purchase is refunded: the coins are taken back and the payment vendor refunds the card.',
  );
  await staff.goto(`${baseUrl}/admin/users`);
  await staff.getByLabel('Search players').fill(username);
  await staff.getByTestId('admin-user-search').click();
  await staff.getByRole('table', { name: 'Players' }).getByText(username, { exact: true }).click();
  await staff.getByTestId('admin-user-name').getByText(username).waitFor();
  // The job refunds the card within moments; until then the purchase reads "refund pending".
  const userId = /\/admin\/users\/(\d+)/.exec(staff.url())?.[1];
  await expect
    .poll(
      async () =>
        (await staffCall(staff, 'GET', `/admin/users/${userId}/purchases`)).body.data[0]?.vendor_refund,
    )
    .toBe('refunded');
  await staff.getByRole('tab', { name: 'Purchases' }).click();
  await staff.getByRole('table', { name: 'Purchases' }).getByText('refunded', { exact: true }).waitFor();
  await screenshot(staff, 'admin-purchase-refunded-1440');
  await staff.context().close();
}

describeInBrowser('buying Gold Coins in the browser', (browser) => {
  for (const [size, viewport] of SCREEN_SIZES) {
    const phone = size === '375';
    it(`buys by card (success, decline, 3-D Secure, a failure code) and by bank; confirms one, denies one (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      let gc = await goldCoins(page);
      // Home's quick-buy section shows the bundles to a signed-in player.
      await page.getByTestId('quick-buy').getByTestId('bundle-1.99').scrollIntoViewIfNeeded();
      await screenshot(page, `home-quick-buy-${size}`);
      await page.evaluate(() => window.scrollTo(0, 0));

      await openWallet(page, phone);
      await page.getByTestId('ftp-banner').waitFor();
      await screenshot(page, `wallet-bundles-${size}`);
      await order(page, '9.99', 'Credit/Debit card', `wallet-order-${size}`);
      await screenshot(page, `wallet-checkout-${size}`);
      await pay(page, '4111111111111111');
      await page.getByTestId('purchase-success').waitFor();
      // First purchase: 99,900 GC and the Starter Boost's 50,000, doubled, credited in realtime.
      gc = await balanceMovesFrom(page, gc);
      expect(gc).toBe(10_000 + 299_800);
      await confirmOrDeny(page, 'confirm', `wallet-success-${size}`);

      await openWallet(page, phone);
      await order(page, '1.99');
      await pay(page, '4000000000000002');
      await failsWith(page, paymentStatusText('FAILED'), `wallet-declined-${size}`);
      expect(await goldCoins(page)).toBe(gc);

      await openWallet(page, phone);
      await order(page, '4.99');
      await pay(page, '4000000000003220');
      await checkoutFrame(page).getByTestId('three-d-secure').waitFor();
      await screenshot(page, `wallet-3ds-${size}`);
      await checkoutFrame(page).getByRole('button', { name: 'Pass challenge' }).click();
      await page.getByTestId('purchase-success').waitFor();
      gc = await balanceMovesFrom(page, gc);
      expect(gc).toBe(10_000 + 299_800 + 49_900);
      // Closed without an answer: the next opening shows the success screen again.
      await page.keyboard.press('Escape');
      await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });
      await openWallet(page, phone);
      await confirmOrDeny(page, 'confirm');

      await openWallet(page, phone);
      await order(page, '1.99');
      await pay(page, '4000000000005105');
      await failsWith(page, THREE_D_SECURE_MESSAGES[5105] as string, `wallet-3ds-failed-${size}`);

      await openWallet(page, phone);
      await order(page, '1.99', 'Pay by Bank', `wallet-bank-${size}`);
      await pay(page, '111111111');
      await page.getByTestId('purchase-success').waitFor();
      gc = await balanceMovesFrom(page, gc);
      expect(gc).toBe(10_000 + 299_800 + 49_900 + 19_900);
      await confirmOrDeny(page, 'deny', `wallet-bank-success-${size}`);
      gc = await balanceMovesFrom(page, gc);
      expect(gc).toBe(10_000 + 299_800 + 49_900);

      // Frozen pending compliance: the wallet says why instead of offering bundles.
      await openWallet(page, phone);
      await page.getByTestId('cannot-purchase').getByText(WALLET_TEXTS.frozenReason).waitFor();
      await screenshot(page, `wallet-frozen-${size}`);
      const username = (await callApi(page, 'GET', '/user')).body.username as string;
      await page.context().close();
      if (!phone) await complianceRefunds(browser(), username);
    }, 180_000);
  }

  it("a finalise whose answer is lost: 'Try again' asks about the same payment, which is credited once", async () => {
    const page = await openPage(browser(), DESKTOP);
    await signUp(page, baseUrl);
    const gc = await goldCoins(page);
    // The server pays and credits, but the answer never reaches the browser (nor its one retry).
    let lost = 0;
    await page.route('**/api/payments/paysafe/finalise', async (route) => {
      if (lost >= 2) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    let starts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/payments/paysafe')) starts += 1;
    });
    await openWallet(page, false);
    await order(page, '1.99');
    await pay(page, '4111111111111111');
    const unconfirmed = page.getByTestId('payment-unconfirmed');
    await unconfirmed.getByText(WALLET_TEXTS.technicalWarning).waitFor();
    await unconfirmed.getByText(/never charges you twice/).waitFor();
    await screenshot(page, 'wallet-unconfirmed-1440');
    await unconfirmed.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('purchase-success').waitFor();
    expect(starts).toBe(1);
    // First purchase: 19,900 GC doubled, once.
    expect(await balanceMovesFrom(page, gc)).toBe(gc + 39_800);
    await confirmOrDeny(page, 'confirm');
    expect(await goldCoins(page)).toBe(gc + 39_800);
    await page.context().close();
  }, 120_000);
});
