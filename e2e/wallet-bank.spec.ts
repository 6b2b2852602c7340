import { ACH_RETURN_CODES, WALLET_TEXTS } from '@casino/contract';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { SCREEN_SIZES, screenshot } from './support/browser';
import { fillIdentityForm } from './support/identity-form';
import { openPage, signUp } from './support/player';
import { describeInBrowser } from './support/suite';
import { balanceMovesFrom, goldCoins, openWallet } from './support/wallet';

const baseUrl = inject('baseUrl');

/** Bundles → order summary → the bank-transfer form (`action=paymentForm`). */
async function bankTransferFor(page: Page, price: string): Promise<void> {
  await page.getByTestId('gold-coins-bundles').getByTestId(`bundle-${price}`).click();
  await page.getByTestId('order-summary').waitFor();
  await page.getByRole('button', { name: /pay by bank transfer/ }).click();
  await page.getByTestId('wallet-page-paymentForm').waitFor();
}

/** The micro-deposits the sandbox bank statement shows, read as the tester does (the sandbox API). */
async function statement(page: Page, accountId: number): Promise<[number, number]> {
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('access_token');
    const answer = await fetch(`/api/sandbox/apt-pay/statement/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { deposits: [number, number] }).deposits;
  }, accountId);
}

async function savedAccountIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const answer = await fetch('/api/apt-pay/getaccounts', { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { id: number }[]).map((a) => a.id);
  });
}

/** The debit's status page after the reload (spec §9); answers its merchantRefNum. */
async function pendingDebit(page: Page): Promise<string> {
  await page.waitForURL(/ref=/, { timeout: 10_000 });
  await page.locator('[data-testid="debit-status"][data-status="pending"]').waitFor();
  return new URL(page.url()).searchParams.get('ref') ?? '';
}

/** The tester, in another tab of the same browser, has the bank settle or return the debit. */
async function bankDecides(page: Page, ref: string, button: string): Promise<void> {
  const tester = await page.context().newPage();
  await tester.goto(`${baseUrl}/bank/test/ach-debit?ref=${encodeURIComponent(ref)}`);
  await tester.getByRole('button', { name: button, exact: true }).click();
  await tester.getByText(/The bank (settled|returned)/).waitFor();
  await tester.close();
}

describeInBrowser('buying Gold Coins by bank transfer', (browser) => {
  for (const [size, viewport] of SCREEN_SIZES) {
    const phone = size === '375';
    it(`links by widget, verifies micro-deposits, pays; settled credits, returned does not (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      await signUp(page, baseUrl);
      let gc = await goldCoins(page);

      await openWallet(page, phone);
      await bankTransferFor(page, '9.99');
      // The identity form first: the vendor's payee.
      await page.getByTestId('identity-form').waitFor();
      await screenshot(page, `bank-identity-${size}`);
      await fillIdentityForm(page, {
        firstName: 'Ada',
        lastName: 'Player',
        email: 'ada@example.com',
        dateOfBirth: '1990-05-17',
        address: '1 Capitol Mall',
        city: 'Sacramento',
        zip: '95814',
        phone: '9165550123',
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('No saved bank accounts yet. Link one below.').waitFor();

      // An account by its numbers, verified by its two micro-deposits.
      await page.getByRole('button', { name: 'Enter account numbers' }).click();
      await page.getByLabel('Routing number').fill('011000015');
      await page.getByLabel('Account number').fill('123456789012');
      await page.getByRole('button', { name: 'Send micro-deposits' }).click();
      await page.getByTestId('micro-deposit-form').waitFor();
      await screenshot(page, `bank-micro-deposits-${size}`);
      const [accountId] = await savedAccountIds(page);
      const [one, two] = await statement(page, accountId ?? 0);
      const asDollars = (cents: number) => `0.${String(cents).padStart(2, '0')}`;
      await page.getByLabel('First deposit').fill(asDollars(one));
      await page.getByLabel('Second deposit').fill(asDollars(two));
      await page.getByRole('button', { name: 'Verify deposits' }).click();
      await page.getByTestId('micro-deposit-form').waitFor({ state: 'detached' });
      await expect(page.getByTestId('saved-accounts').innerText()).resolves.toContain('•••• 9012');

      // Another account through the widget: linked and debited for the order at once.
      await page.getByRole('button', { name: 'Link your bank instantly' }).click();
      const widget = page.frameLocator('[data-testid="bank-widget"]');
      await widget.getByTestId('sandbox-bank-widget').waitFor();
      await screenshot(page, `bank-widget-${size}`);
      await widget.getByRole('button', { name: 'Sign in and link' }).click();
      const first = await pendingDebit(page);
      await screenshot(page, `bank-pending-${size}`);
      expect(await goldCoins(page)).toBe(gc);
      await bankDecides(page, first, 'Settle');
      // Settled: the coins arrive and, as after any purchase, the player confirms it (spec §4).
      await page.getByTestId('confirm-purchase').waitFor({ timeout: 15_000 });
      // First purchase: 99,900 GC and the Starter Boost's 50,000, doubled.
      gc = await balanceMovesFrom(page, gc);
      expect(gc).toBe(10_000 + 299_800);
      await screenshot(page, `bank-settled-${size}`);
      await page.getByRole('button', { name: 'Confirm Purchase' }).click();
      await page.getByText(WALLET_TEXTS.confirmed).waitFor();
      await page.getByRole('button', { name: 'DONE' }).click();
      await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });

      // The micro-verified account pays the next one; the bank returns it and nothing is credited.
      await openWallet(page, phone);
      await bankTransferFor(page, '4.99');
      await page.getByText('•••• 9012').click();
      await screenshot(page, `bank-saved-accounts-${size}`);
      await page.getByRole('button', { name: 'Pay $4.99' }).click();
      const second = await pendingDebit(page);
      await bankDecides(page, second, 'Return R01');
      await page.locator('[data-testid="debit-status"][data-status="returned"]').waitFor({ timeout: 15_000 });
      await page.getByText(ACH_RETURN_CODES.R01, { exact: false }).waitFor();
      await screenshot(page, `bank-returned-${size}`);
      expect(await goldCoins(page)).toBe(gc);
      await page.getByRole('button', { name: 'DONE' }).click();
      await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });
    }, 120_000);
  }
});
