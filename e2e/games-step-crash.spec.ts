import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import { amountOf, balanceOf, historyRows, playerAt, shoot, switchCoin, withSeed } from './support/games';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

/** Starts a step game with the Play button and waits until it is in progress (`started` shows). */
const startGame = (page: Page, started: Locator) =>
  withSeed(
    page,
    () => page.getByTestId('play').click(),
    () => started.isVisible(),
  );

/** Ends the game in progress by cashing out if it is still running; returns whether it was won. */
async function finish(page: Page, cashout: Locator): Promise<'won' | 'lost'> {
  const result = page.getByTestId('step-result');
  await expect
    .poll(async () => (await result.isVisible()) || (await cashout.isEnabled()), { timeout: 15_000 })
    .toBe(true);
  if (!(await result.isVisible())) await cashout.click();
  await result.waitFor();
  return (await result.innerText()).includes('Busted') ? 'lost' : 'won';
}

/**
 * A screenshot of the crash graph while a round is running, its curve well on its way. A round may
 * crash before that: the next one is tried, a few times, and no screenshot is no failure.
 */
async function shootWhileRunning(page: Page): Promise<void> {
  const graph = page.getByTestId('crash-graph');
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect.poll(() => graph.getAttribute('data-status'), { timeout: 30_000 }).toBe('running');
    await page.waitForTimeout(2_000);
    if ((await graph.getAttribute('data-status')) === 'running') {
      await screenshot(page, 'crash-running-desktop');
      return;
    }
  }
}

/** A screenshot at desktop size only, mid-game. */
const shootDesktop = (name: string) => (page: Page) => screenshot(page, name);

/** Plays one step game to its end and checks the balance moved by the result and the history grew. */
async function playRound(
  page: Page,
  {
    wager,
    started,
    step,
    cashout,
    during,
  }: {
    wager: string;
    started: Locator;
    step: () => Promise<void>;
    cashout: Locator;
    /** Runs before the game is finished, while it is still on: a mid-game screenshot. */
    during?: (page: Page) => Promise<void>;
  },
): Promise<'won' | 'lost'> {
  const rows = await historyRows(page);
  const before = amountOf(await balanceOf(page));
  await page.getByTestId('wager').fill(wager);
  await startGame(page, started);
  // The wager leaves the balance as soon as the game starts.
  await expect.poll(async () => amountOf(await balanceOf(page))).toBeCloseTo(before - Number(wager), 2);
  await step();
  if (during && !(await page.getByTestId('step-result').isVisible())) await during(page);
  const outcome = await finish(page, cashout);
  const after = amountOf(await balanceOf(page));
  if (outcome === 'lost') expect(after).toBeCloseTo(before - Number(wager), 2);
  // Every wager here is large enough for the first step's multiplier to pay more than it.
  else expect(after).toBeGreaterThan(before);
  await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBeGreaterThan(rows);
  return outcome;
}

/**
 * A round of a step game in GC, shot mid-game and at its end (`{name}-playing-desktop`, `{name}-gc`,
 * after `afterGc` checked that end), then a round in SC.
 */
async function playGcThenSc(
  page: Page,
  name: string,
  game: {
    started: Locator;
    cashout: Locator;
    gc: { wager: string; step: () => Promise<void> };
    sc: { wager: string; step: () => Promise<void> };
    afterGc?: () => Promise<void>;
  },
): Promise<void> {
  const { started, cashout } = game;
  await playRound(page, { ...game.gc, started, cashout, during: shootDesktop(`${name}-playing-desktop`) });
  await game.afterGc?.();
  await shoot(page, `${name}-gc`);
  await switchCoin(page, 'SC');
  await playRound(page, { ...game.sc, started, cashout });
}

describeInBrowser('step games and crash', (browser) => {
  it('plays mines in GC and SC, by keyboard, with the random tile and on auto', async () => {
    const page = await playerAt(browser(), baseUrl, 'mines');
    await page.getByTestId('mines-count').selectOption('1');
    const cashout = page.getByTestId('cashout');

    await playGcThenSc(page, 'mines', {
      started: cashout,
      cashout,
      // GC: arrow keys move over the board, Enter reveals.
      gc: {
        wager: '1.00',
        step: async () => {
          await page.getByTestId('tile-12').focus();
          await page.keyboard.press('ArrowRight');
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
            .toBe('tile-13');
          await page.keyboard.press('Enter');
          await expect.poll(() => page.getByTestId('tile-13').getAttribute('data-look')).not.toBe('hidden');
        },
      },
      // Every mine is shown at the end.
      afterGc: async () =>
        expect(await page.locator('[data-look="mine"], [data-look="hit"]').count()).toBe(1),
      sc: { wager: '0.50', step: () => page.getByTestId('random-tile').click() },
    });

    // Auto: pick two tiles on the board, play two games.
    const rows = await historyRows(page);
    await page.getByRole('tab', { name: 'auto' }).click();
    await page.getByTestId('tile-0').click();
    await page.getByTestId('tile-4').click();
    expect(await page.getByTestId('auto-picked').innerText()).toBe('2 tiles picked');
    await page.getByLabel('Number of plays (0 = until stopped)').fill('2');
    await page.getByTestId('wager').fill('0.20');
    await page.getByTestId('auto-start').click();
    await page.getByTestId('auto-stop').waitFor();
    await page.getByTestId('auto-start').waitFor({ timeout: 30_000 });
    await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(rows + 2);
    await shoot(page, 'mines-sc-auto');
  });

  it('climbs the tower in GC and SC', async () => {
    const page = await playerAt(browser(), baseUrl, 'latergator');
    await page.getByTestId('tower-difficulty').selectOption('easy');
    const cashout = page.getByTestId('cashout');
    /** Picks a tile (by `pick`) and waits until the climb moved on a level or the game ended. */
    const climb = async (pick: () => Promise<void>) => {
      await pick();
      await expect
        .poll(
          async () =>
            (await page.getByTestId('tower-level').innerText()) !== 'Level 1 of 9' ||
            (await page.getByTestId('step-result').isVisible()),
        )
        .toBe(true);
    };
    await playGcThenSc(page, 'tower', {
      started: cashout,
      cashout,
      gc: {
        wager: '1.00',
        step: async () => {
          // A climb in progress survives a reload: the server keeps it and the screen resumes it.
          await page.reload();
          await expect
            .poll(() => page.getByTestId('tower-level').innerText(), { timeout: 15_000 })
            .toBe('Level 1 of 9');
          expect(await cashout.innerText()).toBe('Pick a tile on level 1');
          await climb(() => page.getByTestId('tower-tile-1').click());
        },
      },
      // The whole tower is revealed at the end: every level shows its safe tiles.
      afterGc: async () =>
        expect(await page.locator('[data-look="safe"], [data-look="picked-safe"]').count()).toBe(27),
      sc: { wager: '0.10', step: () => climb(() => page.getByTestId('random-tile').click()) },
    });
    await shoot(page, 'tower-sc');
  });

  it('crosses clover cross in GC and SC, hopping with the button and with space', async () => {
    const page = await playerAt(browser(), baseUrl, 'clovercross');
    await page.getByTestId('clover-difficulty').selectOption('easy');
    const hop = page.getByTestId('hop');
    const cashout = page.getByTestId('cashout');
    const hopper = page.getByTestId('hopper');
    const crossed = async () =>
      (await hopper.getAttribute('data-lane')) !== '-1' ||
      (await page.getByTestId('step-result').isVisible());

    await playGcThenSc(page, 'clovercross', {
      started: hop,
      cashout,
      gc: {
        wager: '1.00',
        step: async () => {
          await hop.click();
          await expect.poll(crossed).toBe(true);
        },
      },
      sc: {
        wager: '0.50',
        step: async () => {
          await page.locator('h1').click();
          await page.keyboard.press('Space');
          await expect.poll(crossed).toBe(true);
        },
      },
    });
    await shoot(page, 'clovercross-sc');
  });

  it('keeps the crash graph inside its frame however many recent rounds the strip above it holds', async () => {
    // Twenty recent rounds (all the strip keeps), as a server up for a while sends: the strip is wider than the stage.
    const page = await playerAt(browser(), baseUrl, 'crash');
    await page.route(
      (url) => url.pathname === '/api/crash',
      async (route) => {
        const answer = await (await route.fetch()).json();
        // A server just started has crashed few rounds or none: the round on screen stands for them.
        const last = answer.history[0] ?? { ...answer.round, status: 'crashed', crash_point: '2.00' };
        answer.history = Array.from({ length: 20 }, (_, i) => ({ ...last, id: `${last.id}-${i}` }));
        await route.fulfill({ json: answer });
      },
    );
    await page.reload();
    await expect.poll(() => page.getByTestId('crash-history').locator('li').count()).toBe(20);
    // The frame round the panel and the table: it clips what overflows it.
    const frame = page.getByRole('region', { name: 'Crash table' }).locator('..');
    const [box, graph] = await Promise.all([
      frame.boundingBox(),
      page.getByTestId('crash-graph').boundingBox(),
    ]);
    // The table's grid column once grew to the strip's width, and the frame cut the graph's right side off.
    expect(graph && box && graph.x + graph.width <= box.x + box.width + 0.5).toBe(true);
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
  });

  it('plays crash in GC and SC with a 1.01× auto cash-out and by hand, consistent with the crash point', async () => {
    const page = await playerAt(browser(), baseUrl, 'crash');
    await page.getByTestId('crash-graph').waitFor();
    await page.getByTestId('crash-fairness-note').waitFor();
    // Watch a round first, as any visitor would: the curve climbing live.
    await shootWhileRunning(page);

    /**
     * Places a play in the next betting window (with an auto cash-out, or cashing out by hand) and
     * waits for that round to crash; the result must agree with the crash point revealed.
     */
    const playCrashRound = async (wager: string, auto: string | null) => {
      const rows = await historyRows(page);
      const before = amountOf(await balanceOf(page));
      await page.getByTestId('wager').fill(wager);
      await page.getByTestId('crash-auto-cashout').fill(auto ?? '');
      // The betting window opens every round; wait for it (a round may be running when we arrive).
      await page.getByTestId('play').waitFor({ timeout: 120_000 });
      await page.getByTestId('play').click();
      const mine = page.getByTestId('crash-my-result');
      await expect.poll(() => mine.getAttribute('data-state')).toBe('riding');
      await expect.poll(async () => amountOf(await balanceOf(page))).toBeCloseTo(before - Number(wager), 2);
      await expect.poll(() => page.getByTestId('crash-players').innerText()).toContain(wager);
      if (auto === null) {
        await screenshot(page, 'crash-placed-desktop');
        const cashout = page.getByTestId('crash-cashout');
        const point = page.getByTestId('crash-point');
        await expect
          .poll(async () => (await cashout.isVisible()) || (await point.isVisible()), { timeout: 20_000 })
          .toBe(true);
        if (await cashout.isVisible()) {
          await screenshot(page, 'crash-cashout-desktop');
          await cashout.click().catch(() => undefined);
        }
      }
      await page.getByTestId('crash-point').waitFor({ timeout: 150_000 });
      const point = Number((await page.getByTestId('crash-point').innerText()).replace('×', ''));
      await expect.poll(() => mine.getAttribute('data-state')).not.toBe('riding');
      const state = await mine.getAttribute('data-state');
      if (auto !== null) expect(state).toBe(point >= Number(auto) ? 'won' : 'lost');
      if (state === 'won') {
        const cashedAt = Number(/Cashed out at ([\d.]+)×/.exec(await mine.innerText())?.[1]);
        if (auto !== null) expect(cashedAt).toBe(Number(auto));
        expect(cashedAt).toBeLessThanOrEqual(point);
        const payout = Math.floor(Math.round(Number(wager) * 100) * cashedAt) / 100;
        await expect
          .poll(async () => amountOf(await balanceOf(page)))
          .toBeCloseTo(before - Number(wager) + payout, 2);
      } else {
        expect(state).toBe('lost');
        expect(amountOf(await balanceOf(page))).toBeCloseTo(before - Number(wager), 2);
      }
      await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBeGreaterThan(rows);
      // The crash point joins the strip of recent rounds.
      expect(await page.getByTestId('crash-history').innerText()).toContain(`${point.toFixed(2)}×`);
    };

    await playCrashRound('1.00', '1.01');
    await shoot(page, 'crash-gc');

    await switchCoin(page, 'SC');
    await playCrashRound('0.50', '1.01');
    // And once by hand: the Cash out button pays the multiplier of the moment, never past the crash.
    await playCrashRound('0.40', null);
    await page.getByRole('button', { name: 'Fairness' }).click();
    await page.getByTestId('crash-terminating-hash').waitFor();
    expect((await page.getByTestId('crash-salt').innerText()).length).toBeGreaterThan(8);
    await screenshot(page, 'crash-fairness-desktop');
    await page.keyboard.press('Escape');
    await shoot(page, 'crash-sc');
  }, 600_000);
});
