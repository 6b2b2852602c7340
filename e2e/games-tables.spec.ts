import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { attributeOfEach } from './support/browser';
import {
  historyRows,
  loadedHistoryRows,
  playAndSettle,
  playerAt,
  settledPlay,
  shoot,
  switchCoin,
  withSeed,
} from './support/games';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

/** One instant play (see playAndSettle); returns the result's state. */
async function playInstantOnce(page: Page, resultId: string, play: () => Promise<void>): Promise<string> {
  const before = await settledPlay(page, resultId);
  await playAndSettle(page, play, async () => {
    const now = await settledPlay(page, resultId);
    return now !== null && now !== before;
  });
  return (await page.getByTestId(resultId).locator('[data-state]').first().getAttribute('data-state')) ?? '';
}

const slot = (page: Page, n: number) => page.locator(`[data-slot="${n}"]`);
const chipsOn = async (page: Page, n: number) => {
  const label = (await slot(page, n).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) chips?$/.exec(label)?.[1] ?? 0);
};

describeInBrowser('table games: roulette, baccarat, war, blackjack', (browser) => {
  it('roulette: places, undoes, clears and restores chips, and spins in GC and SC', async () => {
    const page = await playerAt(browser(), baseUrl, 'roulette');
    const spin = page.getByTestId('play');
    await expect.poll(() => spin.isDisabled()).toBe(true);

    // Arrow keys move over the table; Enter places a chip, Delete takes it off.
    await slot(page, 5).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('8');
    await page.keyboard.press('Enter');
    expect(await chipsOn(page, 8)).toBe(1);
    await page.keyboard.press('Delete');
    expect(await chipsOn(page, 8)).toBe(0);

    // Red twice, 17 once; undo takes the 17 back; clear empties the table.
    await slot(page, 47).click();
    await slot(page, 47).click();
    await slot(page, 17).click();
    expect(await page.getByTestId('roulette-total').innerText()).toContain('3.00');
    await page.getByTestId('roulette-undo').click();
    expect(await chipsOn(page, 17)).toBe(0);
    expect(await chipsOn(page, 47)).toBe(2);
    // Removal mode takes one chip off per tap.
    await page.getByTestId('roulette-remove').click();
    await slot(page, 47).click();
    expect(await chipsOn(page, 47)).toBe(1);
    await page.getByTestId('roulette-remove').click();
    // Red once and the first dozen twice: every pocket pays something other than the 3.00 staked.
    await slot(page, 39).click();
    await slot(page, 39).click();
    const gc = await playInstantOnce(page, 'roulette-result', () => spin.click());
    expect(['win', 'loss']).toContain(gc);
    expect(await page.getByTestId('wheel-result').textContent()).toMatch(/^\d+$/);
    await shoot(page, 'roulette-gc');

    // The chips stay for another spin; clear, then restore the last play.
    await page.getByTestId('roulette-clear').click();
    expect(await chipsOn(page, 47)).toBe(0);
    await page.getByTestId('roulette-restore').click();
    expect(await chipsOn(page, 47)).toBe(1);
    expect(await chipsOn(page, 39)).toBe(2);

    // In SC (1.00): three chips of 0.50 would pass the balance, so that chip value is refused.
    await switchCoin(page, 'SC');
    await page.getByTestId('wager').fill('0.50');
    await page.getByText('Your placed chips at that value would total more than your balance.').waitFor();
    await page.getByTestId('roulette-clear').click();
    await page.getByTestId('wager').fill('0.10');
    // Black twice and zero once (0.30): again no pocket returns exactly the stake.
    await slot(page, 48).click();
    await slot(page, 48).click();
    await slot(page, 0).click();
    // Space spins.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const sc = await playInstantOnce(page, 'roulette-result', () => page.keyboard.press('Space'));
    expect(['win', 'loss']).toContain(sc);
    await shoot(page, 'roulette-sc', { full: true });
  });

  it('baccarat: deals player, banker and third cards, and pays in GC and SC', async () => {
    const page = await playerAt(browser(), baseUrl, 'baccarat');
    // Player and a smaller tie: no winner pays back exactly the stake.
    await page.getByTestId('spot-player').fill('1.00');
    await page.getByTestId('spot-tie').fill('0.50');
    expect(await page.getByTestId('baccarat-total').innerText()).toContain('1.50');
    await playInstantOnce(page, 'baccarat-result', () => page.getByTestId('play').click());
    for (const side of ['player', 'banker']) {
      const cards = await page.getByTestId(`hand-${side}`).locator('[data-card]').count();
      expect(cards).toBeGreaterThanOrEqual(2);
      expect(cards).toBeLessThanOrEqual(3);
    }
    await shoot(page, 'baccarat-gc');

    await switchCoin(page, 'SC');
    await page.getByTestId('spot-player').fill('0.10');
    await page.getByTestId('spot-tie').fill('0.05');
    await playInstantOnce(page, 'baccarat-result', () => page.getByTestId('play').click());
    await shoot(page, 'baccarat-sc');

    await page.getByTestId('spot-banker').fill('-1');
    await page.getByText('Total Play cannot be less than zero').waitFor();
    expect(await page.getByTestId('play').isDisabled()).toBe(true);
  });

  it('war: flips the cards, goes to war on a tie, and pays 1.98× in GC and SC', async () => {
    const page = await playerAt(browser(), baseUrl, 'war');
    await page.getByTestId('wager').fill('1.00');
    await playInstantOnce(page, 'war-result', () => page.getByTestId('play').click());
    const rounds = await page.getByTestId('war-round').count();
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('war-round').first().locator('[data-card]').count()).toBe(2);
    await shoot(page, 'war-gc');

    await switchCoin(page, 'SC');
    await page.getByTestId('wager').fill('0.10');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await playInstantOnce(page, 'war-result', () => page.keyboard.press('Space'));
    await shoot(page, 'war-sc');
  });

  /** Deals a hand; answers insurance with no; returns whether the game is still in progress. */
  async function dealBlackjack(page: Page): Promise<boolean> {
    const stand = page.getByTestId('bj-stand');
    const noInsurance = page.getByTestId('bj-no_insurance');
    const before = await settledPlay(page, 'blackjack-result');
    const over = async () => {
      const now = await settledPlay(page, 'blackjack-result');
      return now !== null && now !== before;
    };
    await withSeed(
      page,
      () => page.getByTestId('play').click(),
      async () => (await stand.isEnabled()) || (await noInsurance.isVisible()) || (await over()),
    );
    if (await noInsurance.isVisible()) {
      await noInsurance.click();
      await expect.poll(async () => (await stand.isEnabled()) || (await over())).toBe(true);
    }
    return stand.isEnabled();
  }

  /** Stands on every hand until the game is over; returns the result's state. */
  async function finishBlackjack(page: Page): Promise<string> {
    const result = page.getByTestId('blackjack-result').locator('[data-state]');
    for (let i = 0; i < 4 && (await page.getByTestId('bj-stand').isEnabled()); i++) {
      await page.keyboard.press('s');
      await page.waitForTimeout(400);
    }
    await expect.poll(() => result.count(), { timeout: 10_000 }).toBe(1);
    return (await result.getAttribute('data-state')) ?? '';
  }

  it('blackjack: deals, stands and settles in GC and SC, and resumes a hand after a reload', async () => {
    const page = await playerAt(browser(), baseUrl, 'blackjack');
    const balance = page.getByTestId('header-balance');
    const wager = page.getByTestId('wager');

    // Spec §5: a negative play is refused in its words before anything is sent.
    await wager.fill('-1');
    await page.getByText('Total Play cannot be less than zero').waitFor();
    expect(await page.getByTestId('play').isDisabled()).toBe(true);

    for (const coin of ['GC', 'SC'] as const) {
      if (coin === 'SC') await switchCoin(page, 'SC');
      await wager.fill(coin === 'GC' ? '2.00' : '0.10');
      const rowsBefore = await loadedHistoryRows(page);
      const before = await balance.innerText();
      const active = await dealBlackjack(page);
      if (active) {
        // The play-started flag: the wager cannot change while the hand is played.
        expect(await wager.isDisabled()).toBe(true);
        await expect.poll(() => balance.innerText()).not.toBe(before);
      }
      const state = await finishBlackjack(page);
      expect(['win', 'loss', 'push']).toContain(state);
      if (state !== 'push') await expect.poll(() => balance.innerText()).not.toBe(before);
      await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBe(rowsBefore + 1);
      expect(await page.getByTestId('hand-result').count()).toBeGreaterThanOrEqual(1);
      expect(await wager.isDisabled()).toBe(false);
      await shoot(page, `blackjack-${coin.toLowerCase()}`);
    }

    // A hand in progress survives a reload with the same cards and the same choices.
    await wager.fill('0.05');
    let active = false;
    for (let tries = 0; tries < 6 && !active; tries++) active = await dealBlackjack(page);
    expect(active).toBe(true);
    const cardsOf = () =>
      attributeOfEach(page.getByTestId('player-hand').locator('[data-card]'), 'data-card');
    const dealt = await cardsOf();
    const upCard = await page
      .getByTestId('dealer-hand')
      .locator('[data-card]')
      .first()
      .getAttribute('data-card');
    await shoot(page, 'blackjack-in-play', { full: true });
    await page.reload();
    await expect.poll(() => page.getByTestId('bj-stand').isEnabled(), { timeout: 15_000 }).toBe(true);
    // The resumed hand is dealt onto the table again, card by card: wait for the cards, then compare.
    await expect.poll(cardsOf).toEqual(dealt);
    await expect
      .poll(() => page.getByTestId('dealer-hand').locator('[data-card]').first().getAttribute('data-card'))
      .toBe(upCard);
    await expect.poll(() => page.getByTestId('dealer-hand').locator('[data-card="back"]').count()).toBe(1);
    expect(await wager.inputValue()).toBe('0.05');
    expect(await wager.isDisabled()).toBe(true);
    expect(['win', 'loss', 'push']).toContain(await finishBlackjack(page));
    // The resumed hand's play stays in the field for the next one.
    expect(await wager.inputValue()).toBe('0.05');

    // Double (D): one more card, twice the play, and the hand is over.
    active = false;
    for (let tries = 0; tries < 6 && !active; tries++) active = await dealBlackjack(page);
    expect(active).toBe(true);
    const rows = await historyRows(page);
    const cards = (await cardsOf()).length;
    await expect.poll(() => page.getByTestId('bj-double').isEnabled()).toBe(true);
    await page.keyboard.press('d');
    expect(['win', 'loss', 'push']).toContain(await finishBlackjack(page));
    expect((await cardsOf()).length).toBe(cards + 1);
    await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBe(rows + 1);
    const newest = await page.getByTestId('game-history').getByTestId('history-row').first().innerText();
    expect(newest).toContain('0.10');
  });
});
