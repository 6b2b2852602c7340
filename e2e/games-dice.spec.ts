import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { balanceOf, historyRows, playerAt, shoot, switchCoin, withSeed } from './support/games';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const recentRolls = (page: Page) => page.getByRole('list', { name: 'Last rolls' }).locator('li');

/** Types into a field and leaves it, as a player does; the screen clamps and reformats on blur. */
async function enter(page: Page, label: string, value: string): Promise<void> {
  await field(page, label).fill(value);
  await field(page, label).press('Tab');
}

/**
 * Plays (by `play`) and checks what the screen shows: one more roll, one more row in the history,
 * the balance moved, and "Won"/"Lost" agreeing with the roll against the target on the track.
 */
async function playAndCheck(page: Page, play: () => Promise<void>, plays = 1): Promise<void> {
  const rolls = await recentRolls(page).count();
  const rows = await historyRows(page);
  const balance = await balanceOf(page);
  await withSeed(page, play, async () => (await recentRolls(page).count()) === Math.min(9, rolls + plays));
  await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBe(rows + plays);
  if (plays === 1) await expect.poll(() => balanceOf(page)).not.toBe(balance);

  const over = (await field(page, 'Roll over').count()) > 0;
  const target = Number(await field(page, over ? 'Roll over' : 'Roll under').inputValue());
  const text = await page.getByTestId('dice-result').innerText();
  const roll = Number(/rolled ([\d.]+)/.exec(text)?.[1]);
  expect(text.startsWith('Won')).toBe(over ? roll > target : roll < target);
}

describeInBrowser('dice', (browser) => {
  it('keeps multiplier, win chance and target in step, clamped, and plays in GC and SC, by hand and on auto', async () => {
    const page = await playerAt(browser(), baseUrl, 'dice');
    // Spec §4 defaults: roll over, 2×, 45 % (90 / 2).
    expect(await field(page, 'Multiplier').inputValue()).toBe('2.000');
    expect(await field(page, 'Win chance').inputValue()).toBe('45.0000');
    expect(await field(page, 'Roll over').inputValue()).toBe('55.00');

    // Spec §5: the multiplier is clamped to 1.01..5000 and the chance to 0.018..98, each following the other.
    await enter(page, 'Multiplier', '10000');
    expect(await field(page, 'Multiplier').inputValue()).toBe('5000.000');
    expect(await field(page, 'Win chance').inputValue()).toBe('0.0180');
    await enter(page, 'Win chance', '99');
    expect(await field(page, 'Multiplier').inputValue()).toBe('1.010');
    expect(await field(page, 'Win chance').inputValue()).toBe('89.1089');

    // The slider sets the target; flipping keeps the chance and mirrors the target.
    await page.getByTestId('dice-slider').fill('75');
    expect(await field(page, 'Win chance').inputValue()).toBe('25.0000');
    expect(await field(page, 'Multiplier').inputValue()).toBe('3.600');
    expect(await field(page, 'Roll over').inputValue()).toBe('75.00');
    await page.getByTestId('dice-flip').click();
    expect(await field(page, 'Roll under').inputValue()).toBe('25.00');
    expect(await field(page, 'Win chance').inputValue()).toBe('25.0000');

    await playAndCheck(page, () => page.getByTestId('play').click());

    await switchCoin(page, 'SC');
    await page.getByTestId('wager').fill('0.10');
    await page.locator('h1').click();
    await playAndCheck(page, () => page.keyboard.press('Space'));

    await page.getByRole('tab', { name: 'auto' }).click();
    await page.getByLabel('Number of plays (0 = until stopped)').fill('3');
    await playAndCheck(page, () => page.getByTestId('auto-start').click(), 3);
    await page.getByTestId('auto-start').waitFor();
    await shoot(page, 'dice');
  });
});
