import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { switchCoin, withSeed } from './support/games';
import { openPage, signUp } from './support/player';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');
/** Live updates and animations take a moment: poll up to 15 s (the default is 1 s). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d.]/g, ''));

/** Plays one duel: the host creates it, the guest joins from the lobby and rolls; both see the result. */
async function playDuel(host: Page, guest: Page, wager: string) {
  const hostBefore = await balanceOf(host);
  const guestBefore = await balanceOf(guest);
  await host.getByTestId('wager').fill(wager);
  await host.getByTestId('duel-create').click();
  const hostArena = host.getByTestId('duel-arena');
  await poll(() => hostArena.getAttribute('data-status')).toBe('open');
  const duelId = (await hostArena.getAttribute('data-duel-id')) as string;
  await poll(() => balanceOf(host)).toBeCloseTo(hostBefore - Number(wager), 2);

  // The guest's lobby hears the new duel on the duels channel.
  const listed = guest.locator(`[data-testid="open-duel"][data-duel-id="${duelId}"]`);
  await listed.getByTestId('open-duel-join').click();
  const guestArena = guest.getByTestId('duel-arena');
  await poll(() => guestArena.getAttribute('data-status')).toBe('joined');
  await poll(() => hostArena.getAttribute('data-status')).toBe('joined');
  await poll(() => balanceOf(guest)).toBeCloseTo(guestBefore - Number(wager), 2);

  await guest.getByTestId('duel-roll').click();
  await poll(() => guestArena.getAttribute('data-rolled')).toBe('true');
  await poll(() => hostArena.getAttribute('data-rolled')).toBe('true');
  const guestText = await guest.getByTestId('duel-result').innerText();
  const hostText = await host.getByTestId('duel-result').innerText();
  expect(guestText).toMatch(/You won|You lost|Draw/);
  expect(hostText).toMatch(/You won|You lost|Draw/);

  // The pot moved from the loser to the winner (or each play came back).
  const pot = Number(wager) * 2;
  await poll(async () => (await balanceOf(host)) + (await balanceOf(guest))).toBeCloseTo(
    hostBefore + guestBefore,
    2,
  );
  const guestAfter = await balanceOf(guest);
  if (guestText.startsWith('You won')) expect(guestAfter).toBeCloseTo(guestBefore - Number(wager) + pot, 2);
  if (guestText.startsWith('You lost')) expect(guestAfter).toBeCloseTo(guestBefore - Number(wager), 2);
  if (guestText.startsWith('Draw')) expect(guestAfter).toBeCloseTo(guestBefore, 2);

  // Both players' own plays of duels list it at once (PrivateBetResult).
  for (const page of [host, guest])
    await page
      .getByTestId('game-history')
      .locator('[data-testid="history-row"][data-game="duels"]')
      .first()
      .waitFor();
  return duelId;
}

/** A dice play through the reference screen; the first play of a new player sets the client seed. */
async function playDice(page: Page) {
  await page.goto(`${baseUrl}/casino/dice`);
  await withSeed(
    page,
    () => page.getByTestId('play').click(),
    () => page.getByTestId('dice-result').isVisible(),
  );
  const row = page.getByTestId('game-history').getByTestId('history-row').first();
  await row.waitFor();
  return (await row.getAttribute('data-bet-id')) as string;
}

describeInBrowser('duels, the bet history and provably fair', (browser) => {
  it('two players duel in GC and in SC, and anyone can verify the duel', async () => {
    const host = await openPage(browser(), DESKTOP);
    const guest = await openPage(browser(), DESKTOP);
    await signUp(host, baseUrl, '/casino/duels');
    await signUp(guest, baseUrl, '/casino/duels');
    await host.getByTestId('duel-create').waitFor();
    await screenshot(host, 'duels-lobby-empty-desktop');

    await playDuel(host, guest, '100.00');
    await screenshot(guest, 'duels-finished-gc-desktop');

    await switchCoin(host, 'SC');
    await switchCoin(guest, 'SC');
    await playDuel(host, guest, '0.10');
    await screenshot(host, 'duels-finished-sc-desktop');
    await guest.setViewportSize(PHONE);
    await screenshot(guest, 'duels-finished-sc-phone');
    await guest.setViewportSize(DESKTOP);

    // The guest opens the duel from their history: the modal shows both sides and the revealed seeds.
    await guest.getByTestId('game-history').getByTestId('history-row').first().click();
    await guest.getByTestId('duel-modal').waitFor();
    await guest.getByTestId('duel-rolls').waitFor();
    expect(await guest.getByTestId('duel-host-seed').innerText()).toMatch(/\w{8,}/);
    expect(await guest.getByTestId('duel-guest-seed').innerText()).toMatch(/\w{8,}/);
    await screenshot(guest, 'duel-modal-desktop');
    await guest.getByTestId('duel-verify').click();
    await guest.waitForURL(/\/provablyfair\/duels\/overview/);
    expect(await guest.getByTestId('verify-headline').innerText()).toMatch(/wins|Draw/);
    expect(await guest.getByTestId('verify-hash-match').innerText()).toBe('Matches the committed hash');
    await screenshot(guest, 'provablyfair-duels-desktop');

    // A host may take back a duel nobody joined.
    const before = await balanceOf(host);
    await host.getByTestId('wager').fill('0.05');
    await host.getByTestId('duel-create').click();
    await host.getByTestId('duel-cancel').click();
    await poll(() => host.getByTestId('duel-arena').getAttribute('data-status')).toBe('cancelled');
    await poll(() => balanceOf(host)).toBeCloseTo(before, 2);
    await host.setViewportSize(PHONE);
    await screenshot(host, 'duels-lobby-phone');
  });

  it('shows a play in My Games, opens it, and verifies it once the seed is rotated', async () => {
    const page = await openPage(browser(), DESKTOP);
    await signUp(page, baseUrl);
    const betId = await playDice(page);

    await page.goto(baseUrl);
    await page.getByTestId('history-tab-all').waitFor();
    expect(await page.getByTestId('history-tab-all').getAttribute('data-state')).toBe('active');
    await page.getByTestId('history-tab-mine').click();
    const row = page.locator(
      `[data-testid="bet-history"] [data-testid="history-row"][data-bet-id="${betId}"]`,
    );
    await row.waitFor();
    await page.getByTestId('bet-history').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-history-mine-desktop');
    await row.click();
    await page.waitForURL(new RegExp(`/casino/dice/history/${betId}$`));
    await page.getByTestId('outcome-view').waitFor();
    await page.getByTestId('bet-server-seed-hidden').waitFor();
    await screenshot(page, 'bet-detail-unrevealed-desktop');

    // Rotating the pair reveals the server seed of the play.
    await page.goto(`${baseUrl}/casino/dice`);
    await page.getByRole('button', { name: 'Fairness' }).click();
    await page.getByRole('button', { name: 'Rotate server seed' }).click();
    await page.getByTestId('revealed-server-seed').waitFor();
    await page.goto(`${baseUrl}/casino/dice/history/${betId}`);
    await page.getByTestId('bet-server-seed').waitFor();
    const roll = (await page.getByTestId('outcome-view').innerText()).match(/Roll\s+(\d+\.\d\d)/)?.[1];
    expect(roll).toBeTruthy();
    await screenshot(page, 'bet-detail-revealed-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'bet-detail-revealed-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByTestId('verify-link').click();
    await page.waitForURL(/\/provablyfair\/dice\/overview\?/);
    expect(await page.getByTestId('verify-headline').innerText()).toBe(`Roll ${roll}`);
    expect(await page.getByTestId('verify-hash-match').innerText()).toBe('Matches the committed hash');
    await screenshot(page, 'provablyfair-dice-overview-desktop');
    await page.getByRole('link', { name: 'Game events' }).click();
    await page.getByTestId('game-events').waitFor();
    await screenshot(page, 'provablyfair-dice-gameevents-desktop');
    await page.getByRole('link', { name: 'Implementation' }).click();
    await page.getByText('export function diceRoll').waitFor();
    await screenshot(page, 'provablyfair-dice-implementation-desktop');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Overview' }).click();
    await screenshot(page, 'provablyfair-dice-overview-phone');

    await page.goto(`${baseUrl}/casino/mines/fairness`);
    await page.waitForURL(/\/provablyfair\/mines\/overview$/);
  });

  it('feeds Latest Winners live to guests, without My Games', async () => {
    const player = await openPage(browser(), DESKTOP);
    await signUp(player, baseUrl);
    await playDice(player);

    const guest = await openPage(browser(), DESKTOP);
    // Guests at / see the landing page (spec §2), so the guest watches the feed on /bets.
    await guest.goto(`${baseUrl}/bets`);
    const board = guest.getByTestId('bet-history');
    await board.getByTestId('history-row').first().waitFor();
    expect(await guest.getByTestId('history-tab-mine').count()).toBe(0);
    expect(await guest.getByTestId('history-tab-all').getAttribute('data-state')).toBe('active');

    // A play made now reaches the guest's table through the public feed.
    const betId = await playDice(player);
    await board.locator(`[data-testid="history-row"][data-bet-id="${betId}"]`).waitFor({ timeout: 15_000 });
    await board.scrollIntoViewIfNeeded();
    await screenshot(guest, 'home-history-guest-desktop');
    await guest.setViewportSize(PHONE);
    await board.scrollIntoViewIfNeeded();
    await screenshot(guest, 'home-history-guest-phone');
    await guest.setViewportSize(DESKTOP);

    await guest.getByTestId('history-tab-race').click();
    await guest.getByText('There is no race running at the moment here, check back later!').waitFor();
    await guest.getByTestId('history-tab-big').click();
    await guest.getByText('Hmm... Nothing to see here.').waitFor();

    const phone = await openPage(browser(), PHONE);
    await phone.goto(`${baseUrl}/bets`);
    await phone.getByTestId('bet-history').getByTestId('history-row').first().waitFor();
    await phone.evaluate(() => window.scrollTo(0, 0));
    await screenshot(phone, 'bets-page-phone');
  });
});
