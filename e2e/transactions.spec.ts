import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PHONE, screenshot } from './support/browser';
import { amountOf, balanceOf, historyRows, playerAt, shoot, withSeed } from './support/games';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

/** Rolls dice once and waits for the play to be in the game's history and the balance to settle. */
async function rollOnce(page: Page): Promise<void> {
  const rows = await historyRows(page);
  await withSeed(
    page,
    () => page.getByTestId('play').click(),
    async () => (await historyRows(page)) === rows + 1,
  );
}

/**
 * Downloads the CSV as the player does and answers the last running balance of their GC account:
 * the file's last `gc` line, column running_balance.
 */
async function lastGcBalanceInCsv(page: Page): Promise<number> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^coin-history-\d{4}-\d\d-\d\d\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  const [header, ...lines] = text.split('\r\n').filter(Boolean);
  expect(header).toBe('time,transfer_id,kind,coin,account,amount,running_balance,reference');
  const gc = lines.map((line) => line.split(',')).filter((fields) => fields[4] === 'gc');
  expect(gc.filter((fields) => fields[2] === 'play').length).toBeGreaterThanOrEqual(3);
  return Number(gc.at(-1)?.[6]);
}

describeInBrowser('transactions', (browser) => {
  it('a player plays dice, finds the plays in their transactions and game play, and downloads a CSV that ends at their balance', async () => {
    const page = await playerAt(browser(), baseUrl, 'dice');
    for (let i = 0; i < 3; i++) await rollOnce(page);

    await page.getByTestId('user-menu').click();
    await screenshot(page, 'transactions-user-menu');
    await page.getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL('**/transactions/purchases');
    await page.getByTestId('list-empty').waitFor();
    await shoot(page, 'transactions-empty');
    await page.getByRole('link', { name: 'Plays' }).click();
    await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(3);
    await shoot(page, 'transactions-plays');

    await page.getByTestId('transaction-row').first().click();
    await page.getByTestId('transaction-detail').getByTestId('transaction-entry').first().waitFor();
    expect(await page.getByTestId('transaction-entry').first().innerText()).toContain('Gold Coins');
    await shoot(page, 'transactions-detail');
    await page.getByRole('link', { name: /^play #\d+$/ }).click();
    await page.getByTestId('bet-detail').getByRole('heading', { name: 'Outcome' }).waitFor();
    await shoot(page, 'my-game-play-detail');

    await page.getByRole('link', { name: 'My game play' }).first().click();
    await expect.poll(() => page.getByTestId('play-row').count()).toBe(3);
    await shoot(page, 'my-game-play');

    await page.goto(`${baseUrl}/transactions/plays`);
    await page.getByTestId('transaction-row').first().waitFor();
    // The file ends at the balance the header shows once the last roll has been revealed (a roll's
    // reveal can take a while on a loaded machine, so the pill is read until it settles there).
    const csvBalance = await lastGcBalanceInCsv(page);
    await expect.poll(async () => amountOf(await balanceOf(page))).toBe(csvBalance);

    // On a phone: cards, not a table, and the same file.
    await page.setViewportSize(PHONE);
    await page.getByTestId('transaction-card').first().waitFor();
    expect(await page.getByTestId('transaction-row').first().isVisible()).toBe(false);
    expect(await lastGcBalanceInCsv(page)).toBe(amountOf(await balanceOf(page)));
    await page.getByTestId('transaction-card').first().click();
    await page.getByTestId('transaction-entry').first().waitFor();
    await page.goto(`${baseUrl}/my-game-play`);
    await expect.poll(() => page.getByTestId('play-card').count()).toBe(3);
    await page.getByTestId('play-card').first().click();
    await page.getByTestId('bet-detail').getByRole('heading', { name: 'Outcome' }).waitFor();
    await page.context().close();
  });
});
