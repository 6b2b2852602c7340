import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { historyRows, shoot, switchCoin, withSeed } from './support/games';
import { openPage, signUp } from './support/player';
import { describeInBrowser } from './support/suite';
import { apiBody, callApi } from './support/verified';

const baseUrl = inject('baseUrl');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 250 });

/** Rolls dice `times` times from the game's screen, waiting for each play's row in its history. */
async function roll(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const rows = await historyRows(page);
    await withSeed(
      page,
      () => page.getByTestId('play').click(),
      async () => (await historyRows(page)) === Math.min(rows + 1, 10),
    );
  }
}

/** The player's own statistics as the API answers them, once their plays are counted (flushed every 2 s). */
async function countedPlays(page: Page, coin: 'GC' | 'SC', plays: number) {
  await poll(async () => (await apiBody(page, 'GET', '/stats')).coins?.[coin]?.plays).toBe(plays);
  return apiBody(page, 'GET', '/stats');
}

const shown = (page: Page, id: string) => page.getByTestId('statistics').getByTestId(id).innerText();

describeInBrowser('player statistics', (browser) => {
  it('shows a player their plays, wagered and profit per coin with charts, and others their public statistics unless private', async () => {
    const page = await openPage(browser());
    const player = await signUp(page, baseUrl, '/casino/dice');
    await page.getByTestId('play').waitFor();
    await roll(page, 3);
    await switchCoin(page, 'SC');
    await page.getByTestId('wager').fill('0.10');
    await page.locator('h1').click();
    await roll(page, 2);
    const stats = await countedPlays(page, 'GC', 3);
    await countedPlays(page, 'SC', 2);

    // ?tab=stats over the game: the player plays SC now, so SC shows first; GC is a switch away.
    await page.goto(`${baseUrl}/casino/dice?tab=stats`);
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('statistics').waitFor();
    expect(await shown(page, 'statistics-player')).toBe('Your statistics');
    expect(await shown(page, 'statistics-plays')).toBe('2');
    expect(await shown(page, 'statistics-wagered')).toContain('0.20');
    await dialog.getByRole('tab', { name: 'Gold Coins' }).click();
    await dialog.getByTestId('statistics-GC').waitFor();
    expect(await shown(page, 'statistics-plays')).toBe('3');
    const profit = Number(stats.coins.GC.profit);
    expect(await shown(page, 'statistics-profit')).toContain(Math.abs(profit).toFixed(2));
    expect(await dialog.getByTestId('statistics-game').first().innerText()).toContain('Dice');
    // The three charts are drawn by uPlot on canvases once its chunk has loaded.
    await poll(() => dialog.getByTestId('statistics-chart').locator('canvas').count()).toBe(3);
    await shoot(page, 'statistics-modal');

    // /user/statistics: the same figures on a page of their own.
    await page.goto(`${baseUrl}/user/statistics`);
    await page.getByTestId('statistics').waitFor();
    await poll(() => page.getByTestId('statistics-chart').locator('canvas').count()).toBe(3);
    await shoot(page, 'statistics-page');

    // Another player opens them from the player's name in the bet history.
    const other = await openPage(browser());
    await signUp(other, baseUrl, '/bets');
    // The Username column's link (a phone shows it under the game instead).
    const name = other
      .locator('[data-testid="history-player"]:visible', { hasText: player.username })
      .first();
    await name.click();
    const theirs = other.getByRole('dialog').getByTestId('statistics');
    await theirs.waitFor();
    expect(await theirs.getByTestId('statistics-player').innerText()).toBe(`${player.username}’s statistics`);
    expect(await theirs.getByTestId('statistics-plays').innerText()).toBe('3');
    expect(new URL(other.url()).searchParams.get('user')).toBe(player.username);

    // In private mode they are hidden, with the spec's words.
    expect((await callApi(page, 'PATCH', '/user/profile', { private_mode: true })).status).toBe(200);
    await other.reload();
    const hidden = other.getByRole('dialog').getByTestId('statistics-hidden');
    await hidden.waitFor();
    expect(await hidden.innerText()).toContain('User has enabled private mode');
    await shoot(other, 'statistics-hidden');

    // A guest asking for their own statistics is offered the log-in.
    const guest = await openPage(browser());
    await guest.goto(`${baseUrl}/?tab=stats`);
    await guest.getByTestId('statistics-login').waitFor();
  });
});
