import { WALLET_TEXTS } from '@casino/contract';
import type { FrameLocator, Page } from 'playwright-core';
import { screenshot } from './browser';

/**
 * The Gold Coins the header holds, as a number: its exact amount (`data-amount`), as a phone's header
 * abbreviates large ones (109.8K).
 */
export async function goldCoins(page: Page): Promise<number> {
  return Number(await page.getByTestId('header-balance').getAttribute('data-amount'));
}

/** Waits (up to 15 s) until the header's Gold Coins differ from `before`, and answers them. */
export async function balanceMovesFrom(page: Page, before: number): Promise<number> {
  for (let i = 0; i < 75; i++) {
    const now = await goldCoins(page);
    if (now !== before) return now;
    await page.waitForTimeout(200);
  }
  throw new Error(`the balance stayed at ${before}`);
}

/**
 * Opens the wallet the way the player would at this size: the header button, or the mobile bar's tab.
 * By test id: a role query over the whole lobby took seconds a call on a loaded machine.
 */
export async function openWallet(page: Page, phone: boolean): Promise<void> {
  await page.getByTestId(phone ? 'mobile-wallet' : 'header-wallet').click();
  await page.getByTestId('wallet-modal').waitFor();
}

export const checkoutFrame = (page: Page): FrameLocator =>
  page.frameLocator('[data-testid="checkout-frame"]');

/** From the bundles view: the ladder bundle at `price`, the payment method, Continue to Payment. */
export async function order(
  page: Page,
  price: string,
  method = 'Credit/Debit card',
  shots?: string,
): Promise<void> {
  await page.getByTestId('gold-coins-bundles').getByTestId(`bundle-${price}`).click();
  await page.getByTestId('order-summary').waitFor();
  await page.getByText(method, { exact: true }).click();
  if (method === 'Pay by Bank') {
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please enter correct details').first().waitFor();
    await page.getByLabel('Address').fill('100 Capitol Mall');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('State').selectOption({ label: 'California' });
    await page.getByLabel('ZIP code').fill('95814');
    await page.getByLabel('Phone').fill('9165550100');
  }
  if (shots) await screenshot(page, shots);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await checkoutFrame(page).getByTestId('sandbox-checkout').waitFor();
}

/** At the hosted checkout: the test card or account whose number starts the option, then Pay now. */
export async function pay(page: Page, number: string): Promise<void> {
  const frame = checkoutFrame(page);
  const select = frame.getByRole('combobox');
  // The checkout fills its list once it knows the payment type (cards, or bank accounts): wait for it.
  const option = select.locator('option', { hasText: number }).first();
  await option.waitFor({ state: 'attached' });
  const label = await option.innerText();
  if (!label.startsWith(number)) throw new Error(`no test instrument ${number}`);
  await select.selectOption({ label });
  await frame.getByRole('button', { name: 'Pay now' }).click();
}

/** The purchase's success screen: the player confirms the purchase, or denies it (asked twice), then DONE. */
export async function confirmOrDeny(page: Page, answer: 'confirm' | 'deny', shots?: string): Promise<void> {
  await page.getByTestId('confirm-purchase').waitFor();
  if (shots) await screenshot(page, shots);
  if (answer === 'confirm') {
    await page.getByRole('button', { name: 'Confirm Purchase' }).click();
    await page.getByText(WALLET_TEXTS.confirmed).waitFor();
  } else {
    await page.getByRole('button', { name: 'Deny Purchase' }).click();
    // Asked twice: the first press only asks.
    await page.getByTestId('deny-purchase').waitFor();
    if (shots) await screenshot(page, `${shots}-deny`);
    await page.getByRole('button', { name: 'Yes, deny purchase' }).click();
    await page.getByText(WALLET_TEXTS.denied).waitFor();
  }
  await page.getByRole('button', { name: 'DONE' }).click();
  await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });
}
