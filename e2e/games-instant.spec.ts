import { expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import {
  amountOf,
  balanceOf,
  historyRows,
  playAndSettle,
  playerAt,
  settledPlay,
  shoot,
  switchCoin,
} from './support/games';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');
/** The result states of a settled play here (limbo's result is 'idle' before its first). */
const SETTLED = ['win', 'loss'];

describeInBrowser('instant games: limbo, plinko, keno, slots', (browser) => {
  it('plays limbo in GC and SC, by hand, with space and on auto', async () => {
    const page = await playerAt(browser(), baseUrl, 'limbo');
    const result = page.getByTestId('limbo-result');
    const recent = page.getByTestId('limbo-recent').locator('li');
    const recentReaches = (n: number) => async () => (await recent.count()) === n;
    expect(await result.getAttribute('data-state')).toBe('idle');

    const target = page.getByTestId('limbo-target');
    await target.fill('1.5');
    await target.press('Enter');
    expect(await target.inputValue()).toBe('1.50');
    expect(await page.getByLabel('Win chance').inputValue()).toBe('66.0000');

    await playAndSettle(page, () => page.getByTestId('play').click(), recentReaches(1));
    expect(['win', 'loss']).toContain(await result.getAttribute('data-state'));

    await switchCoin(page, 'SC');
    await page.getByTestId('wager').fill('0.10');
    await page.locator('h1').click();
    await playAndSettle(page, () => page.keyboard.press('Space'), recentReaches(2));

    await page.getByRole('tab', { name: 'auto' }).click();
    await page.getByLabel('Number of plays (0 = until stopped)').fill('3');
    await playAndSettle(page, () => page.getByTestId('auto-start').click(), recentReaches(5), 3);
    await page.getByTestId('auto-start').waitFor();
    await shoot(page, 'limbo');
  });

  it("keeps a play's result hidden when its row comes before its answer", async () => {
    const page = await playerAt(browser(), baseUrl, 'limbo');
    const recent = page.getByTestId('limbo-recent').locator('li');
    const recentReaches = (n: number) => async () => (await recent.count()) === n;
    await playAndSettle(page, () => page.getByTestId('play').click(), recentReaches(1));

    // The browser holds the play's answer back for 2 s: its row reaches the player's channel first,
    // as it does on a busy server, and must not give the result away before the screen shows it.
    await page.route('**/api/limbo', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fulfill({ response });
    });
    const rowsBefore = await historyRows(page);
    await page.getByTestId('play').click();
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(await historyRows(page));
      await page.waitForTimeout(200);
    }
    expect(Math.max(...seen)).toBe(rowsBefore);
    await expect.poll(recentReaches(2), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBe(rowsBefore + 1);
    await page.unroute('**/api/limbo');
  });

  it('plays plinko in GC and SC with several balls in flight', async () => {
    const page = await playerAt(browser(), baseUrl, 'plinko');
    const recent = page.getByTestId('plinko-recent').locator('li');
    const recentReaches = (n: number) => async () => (await recent.count()) === n;
    const pegs = () => page.getByTestId('plinko-board').locator('circle').count();
    expect(await pegs()).toBe((16 * 21) / 2);

    const play = page.getByTestId('play');
    await playAndSettle(page, () => play.click(), recentReaches(1));

    // While the ball falls the header shows the wager gone, but not yet what the ball wins.
    const ballsInFlight = () =>
      page.getByTestId('plinko-board').locator('circle[fill="url(#plinko-ball)"]').count();
    await playAndSettle(
      page,
      async () => {
        const before = amountOf(await balanceOf(page));
        await play.click();
        // The ball drops when the answer comes: on a loaded CI machine that took over a second.
        await expect.poll(ballsInFlight, { timeout: 15_000 }).toBeGreaterThan(0);
        expect(amountOf(await balanceOf(page))).toBeCloseTo(before - 1, 2);
      },
      recentReaches(2),
    );

    // Three quick drops: each waits only for the server, not for the ball before it to land.
    const started = Date.now();
    await playAndSettle(
      page,
      async () => {
        await play.click();
        await play.click();
        await play.click();
        await expect.poll(ballsInFlight, { timeout: 15_000 }).toBeGreaterThan(1);
        await screenshot(page, 'plinko-balls-desktop');
      },
      recentReaches(5),
      3,
    );
    expect(Date.now() - started).toBeLessThan(6_000);

    await switchCoin(page, 'SC');
    const controls = page.getByRole('complementary', { name: 'Plinko controls' });
    await controls.getByLabel('Rows').selectOption('8');
    await controls.getByLabel('Risk').selectOption('high');
    expect(await pegs()).toBe((8 * 13) / 2);
    await page.getByTestId('wager').fill('0.10');
    await playAndSettle(page, () => play.click(), recentReaches(6));
    await shoot(page, 'plinko');
  });

  it('plays keno in GC and SC, picking by click, keyboard and at random', async () => {
    const page = await playerAt(browser(), baseUrl, 'keno');
    const board = page.getByTestId('keno-board');
    const square = (n: number) => board.getByRole('button', { name: new RegExp(`^${n}(,|$)`) });
    const picked = () => board.locator('[aria-pressed="true"]').count();
    const turned = () => board.locator('[data-state="hit"], [data-state="drawn"]').count();
    expect(await page.getByTestId('play').isDisabled()).toBe(true);

    await square(3).click();
    await square(12).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await square(13).getAttribute('aria-pressed')).toBe('true');
    await square(12).click();
    expect(await picked()).toBe(2);
    expect(await page.getByTestId('keno-payouts').locator('td').count()).toBe(3);

    await page.getByRole('button', { name: 'Random pick' }).click();
    expect(await picked()).toBe(2);
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await picked()).toBe(0);
    await page.getByRole('button', { name: 'Random pick' }).click();
    expect(await picked()).toBe(10);

    let last: string | null = null;
    const newDraw = async () => {
      const id = await settledPlay(page, 'keno-result', SETTLED);
      return id !== null && id !== last && (await turned()) === 10;
    };
    await playAndSettle(page, () => page.getByTestId('play').click(), newDraw);
    last = await settledPlay(page, 'keno-result', SETTLED);

    await switchCoin(page, 'SC');
    await page.getByLabel('Risk').selectOption('low');
    await page.getByTestId('wager').fill('0.10');
    await playAndSettle(page, () => page.getByTestId('play').click(), newDraw);
    await shoot(page, 'keno');
  });

  it('spins slots in GC and SC, with the space key', async () => {
    const page = await playerAt(browser(), baseUrl, 'slots');
    let last: string | null = null;
    const newSpin = async () => {
      const id = await settledPlay(page, 'slots-result', SETTLED);
      return id !== null && id !== last;
    };
    await playAndSettle(page, () => page.getByTestId('play').click(), newSpin);
    last = await settledPlay(page, 'slots-result', SETTLED);
    for (const reel of [1, 2, 3])
      expect(await page.getByTestId(`slots-reel-${reel}`).getAttribute('data-symbol')).toMatch(/^[a-z]+$/);

    await switchCoin(page, 'SC');
    await page.getByTestId('wager').fill('0.10');
    await page.locator('h1').click();
    await playAndSettle(
      page,
      async () => {
        await page.keyboard.press('Space');
        await screenshot(page, 'slots-spinning-desktop');
      },
      newSpin,
    );
    expect(await page.getByTestId('slots-paytable').locator('li').count()).toBe(10);
    await shoot(page, 'slots');
  });
});
