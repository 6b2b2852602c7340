import { CRYPTO_TEXTS, CRYPTO_WARNINGS } from '@casino/contract';
import { expect, inject, it } from 'vitest';
import { SCREEN_SIZES, screenshot } from './support/browser';
import { openPage, signUp } from './support/player';
import { describeInBrowser } from './support/suite';
import { goldCoins, openWallet } from './support/wallet';

const baseUrl = inject('baseUrl');

describeInBrowser('buying Gold Coins with crypto in the browser', (browser) => {
  for (const [size, viewport] of SCREEN_SIZES) {
    const phone = size === '375';
    it(`gets an address, sends a test deposit, sees it confirm and the balance move (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      const before = await goldCoins(page);

      await openWallet(page, phone);
      await page.getByTestId('buy-with-crypto').click();
      // The first visit asks for the display currency; Play Now closes the dialog.
      const dialog = page.getByRole('dialog', { name: CRYPTO_TEXTS.selectFiatTitle });
      await dialog.getByText('EUR', { exact: true }).click();
      await screenshot(page, `crypto-select-fiat-${size}`);
      await dialog.getByRole('button', { name: 'Play Now' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('open-select-fiat').getByText('Display currency: EUR').waitFor();

      await page.getByRole('button', { name: 'ETH', exact: true }).click();
      await page
        .getByTestId('crypto-warning')
        .getByText(CRYPTO_WARNINGS.ETH as string)
        .waitFor();
      expect(await page.getByTestId('deposit-address-value').innerText()).toMatch(/^0x[0-9a-f]{40}$/);
      await screenshot(page, `crypto-eth-${size}`);

      await page.getByRole('button', { name: 'XRP', exact: true }).click();
      await page.getByTestId('deposit-tag-value').waitFor();
      expect(await page.getByTestId('deposit-tag-value').innerText()).toMatch(/^\d{9}$/);

      await page.getByRole('button', { name: 'BTC', exact: true }).click();
      const address = await page.getByTestId('deposit-address-value').innerText();
      expect(address).toMatch(/^bc1q/);
      await page.getByTestId('sandbox-chain').getByLabel('Amount').fill('0.001');
      await page.getByTestId('send-test-deposit').click();
      await page.getByTestId('crypto-deposit').first().waitFor();
      await screenshot(page, `crypto-confirming-${size}`);
      await page
        .getByTestId('crypto-deposit-status')
        .first()
        .getByText('Credited')
        .waitFor({ timeout: 20_000 });
      // 0.001 BTC at the sandbox's 60,000 USD: 60 USD, 600,000 GC, credited once and announced.
      for (let i = 0; i < 50 && (await goldCoins(page)) === before; i++) await page.waitForTimeout(200);
      expect(await goldCoins(page)).toBe(before + 600_000);
      await page.getByTestId('crypto-deposit').first().scrollIntoViewIfNeeded();
      await screenshot(page, `crypto-credited-${size}`);
      // The same address again on the next visit.
      await page.getByRole('button', { name: 'Bundles' }).click();
      await page.getByTestId('buy-with-crypto').click();
      expect(await page.getByTestId('deposit-address-value').innerText()).toBe(address);
      await page.close();
    }, 90_000);
  }
});
