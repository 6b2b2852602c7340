import { paymentStatusText } from '@casino/contract';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { SCREEN_SIZES, screenshot } from './support/browser';
import { openPage, signUp } from './support/player';
import { fundRedeemableSc } from './support/redeemable';
import { describeInBrowser } from './support/suite';
import { verifiedPlayer } from './support/verified';
import { openWallet, order, pay } from './support/wallet';

const baseUrl = inject('baseUrl');

/** Whether `inner` lies wholly inside `outer` from left to right (not cut off by its scrolling edge). */
async function fitsInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return Boolean(a && b && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1);
}

async function openWalletAt(page: Page, query: string): Promise<void> {
  await page.goto(`${baseUrl}/?tab=bank&${query}`);
  await page.getByTestId('wallet-modal').waitFor();
}

/** What a new player met around the wallet in their first hour (issue 22, items 3, 5, 8 and 9). */
describeInBrowser('the first hour around the wallet', (browser) => {
  for (const [size, viewport] of SCREEN_SIZES) {
    const phone = size === '375';

    it(`shows one compact verification banner after sign-up (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      const banner = page.getByTestId('verification-banner');
      await banner.getByRole('button', { name: 'Verify now' }).waitFor();
      await screenshot(page, `first-hour-banner-${size}`);
      expect(await page.getByRole('complementary', { name: /verify/i }).count()).toBe(1);
      expect(await page.getByText(/Verify your email to unlock/).count()).toBe(0);
      expect(await banner.innerText()).toMatch(/Verify your email and identity/);
      // At most an eighth of a phone's first screen.
      const box = await banner.boundingBox();
      expect(box?.height ?? 1000).toBeLessThanOrEqual(viewport.height / 8);
    });

    it(`keeps Deny from being pressed by accident and says what each answer does (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      await openWallet(page, phone);
      await order(page, '9.99');
      await pay(page, '4111111111111111');
      const confirm = page.getByTestId('confirm-purchase');
      await confirm.waitFor();
      await screenshot(page, `first-hour-confirm-${size}`);
      const buttons = await confirm.getByRole('button').allInnerTexts();
      expect(buttons).toEqual(['Confirm Purchase', 'Deny Purchase']);
      expect(await confirm.innerText()).toMatch(/the coins stay in your wallet/);
      const [yes, no] = await Promise.all([
        confirm.getByRole('button', { name: 'Confirm Purchase' }).boundingBox(),
        confirm.getByRole('button', { name: 'Deny Purchase' }).boundingBox(),
      ]);
      // Confirm spans the screen; Deny is a small link under it, never beside it.
      expect((yes?.width ?? 0) > 2 * (no?.width ?? 0)).toBe(true);
      expect((no?.y ?? 0) > (yes?.y ?? 0) + (yes?.height ?? 0)).toBe(true);

      await confirm.getByRole('button', { name: 'Deny Purchase' }).click();
      const deny = page.getByTestId('deny-purchase');
      await deny.waitFor();
      await screenshot(page, `first-hour-deny-${size}`);
      expect(await deny.innerText()).toMatch(
        /Purchases on your account are then frozen until our compliance team has reviewed it/,
      );
      expect(await deny.getByRole('button').allInnerTexts()).toEqual(['No, go back', 'Yes, deny purchase']);
      await deny.getByRole('button', { name: 'No, go back' }).click();
      await confirm.getByRole('button', { name: 'Confirm Purchase' }).click();
      await page.getByText('Thank you, your purchase is confirmed.').waitFor();
      await page.getByRole('button', { name: 'DONE' }).click();
      await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });

      // A declined card, in plain words.
      await openWallet(page, phone);
      await order(page, '1.99');
      await pay(page, '4000000000000002');
      const error = page.getByTestId('payment-error');
      await error.getByText(paymentStatusText('FAILED'), { exact: true }).waitFor();
      await screenshot(page, `first-hour-declined-${size}`);
      expect(await error.innerText()).not.toMatch(/Payment status is/);
    });

    it(`titles the wallet by its tab and keeps every tab in sight (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      await openWalletAt(page, 'page=redeem');
      const title = page.getByRole('dialog').getByRole('heading').first();
      expect(await title.innerText()).toBe('Redeem Sweeps Coins');
      await openWalletAt(page, 'page=deposit');
      expect(await title.innerText()).toBe('Buy Gold Coins');

      // Reload's tab shows while its page is open: every tab, Reload last, fits the bar.
      await openWalletAt(page, 'page=reload');
      const bar = page.getByRole('tablist', { name: 'Wallet' });
      const tabs = bar.getByRole('tab');
      expect(await tabs.allInnerTexts()).toHaveLength(5);
      await screenshot(page, `first-hour-wallet-tabs-${size}`);
      for (let index = 0; index < 5; index++) {
        expect(await fitsInside(tabs.nth(index), bar), await tabs.nth(index).innerText()).toBe(true);
      }
    });

    it(`shows every settings section and an unknown one as not found (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl, '/settings/general');
      const sections = page.getByRole('navigation', { name: 'Settings sections' });
      await sections.getByRole('link', { name: 'Notifications' }).waitFor();
      await screenshot(page, `first-hour-settings-${size}`);
      if (phone) {
        // The bar scrolls sideways: its fading edge says there is more.
        expect(await page.getByTestId('settings-more-tabs').isVisible()).toBe(true);
      } else {
        for (const name of ['Responsible play', 'Privacy', 'Notifications'])
          expect(await fitsInside(sections.getByRole('link', { name }), sections), name).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto(`${baseUrl}/settings/nope`);
      await page.getByText('We could not find that page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/not-found');
    });

    it(`asks a verified player only what verification did not read, and shows the sandbox deposits (${size} px)`, async () => {
      const { page } = await verifiedPlayer(browser(), baseUrl, viewport);
      await openWalletAt(page, 'page=redeem');
      // No redeemable SC yet: no minimum is met, so the first method (the bank) is open.
      const form = page.getByTestId('payout-identity').getByTestId('identity-form');
      await form.waitFor();
      await screenshot(page, `first-hour-payee-${size}`);
      expect(await form.getByLabel('First name').inputValue()).toBe('Jane');
      expect(await form.getByLabel('Last name').inputValue()).toMatch(/^Redeem[a-z]{8}$/);
      expect(await form.getByLabel('Date of birth').inputValue()).toBe('1990-05-17');
      expect(await form.getByLabel('Email').inputValue()).toMatch(/@example\.com$/);
      await form.getByLabel('Address').fill('100 Capitol Mall');
      await form.getByLabel('City').fill('Sacramento');
      await form.getByLabel('ZIP / postal code').fill('95814');
      await form.getByLabel('Phone').fill('9165550100');
      await form.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('button', { name: 'Link a bank account' }).click();
      await page.getByLabel('Routing number').fill('011000015');
      await page.getByLabel('Account number').fill('123456789012');
      await page.getByRole('button', { name: 'Send micro-deposits' }).click();
      const deposits = page.getByTestId('sandbox-deposits');
      await deposits.waitFor();
      await deposits.scrollIntoViewIfNeeded();
      await screenshot(page, `first-hour-sandbox-deposits-${size}`);
      const [one, two] = (await deposits.innerText()).split(' and ');
      await page.getByLabel('First deposit').fill(one ?? '');
      await page.getByLabel('Second deposit').fill(two ?? '');
      await page.getByRole('button', { name: 'Verify deposits' }).click();
      await page.getByTestId('micro-deposit-form').waitFor({ state: 'detached' });
      expect(await page.getByTestId('saved-accounts').innerText()).toContain('•••• 9012');
    });

    it(`starts Redeem on a method the player's SC reach (${size} px)`, async () => {
      const { page } = await verifiedPlayer(browser(), baseUrl, viewport);
      await fundRedeemableSc(page, 30);
      await openWalletAt(page, 'page=redeem');
      await page.getByTestId('redeemable').waitFor();
      const redeemable = Number((await page.getByTestId('redeemable').innerText()).replace(/[^\d.]/g, ''));
      await screenshot(page, `first-hour-redeem-${size}`);
      // Below the bank's 100 SC: the gift card (from 25 SC) is the method the player can use.
      expect(redeemable).toBeLessThan(100);
      expect(await page.getByRole('radio', { name: /Gift card/ }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /Bank transfer/ }).isChecked()).toBe(false);
    });
  }
});
