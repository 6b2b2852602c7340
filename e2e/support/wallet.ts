import type { Page } from 'playwright-core';

/** The Gold Coins the header shows, as a number. */
export async function goldCoins(page: Page): Promise<number> {
  const text = await page.getByTestId('header-balance').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
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
