import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PHONE } from './support/browser';
import { shoot } from './support/games';
import { workWhileIdle } from './support/idle';
import { followLink } from './support/navigation';
import { fillRegisterForm, newPlayer, openPage, signUp } from './support/player';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('lobby-tile');
const countText = (page: Page) => page.getByTestId('lobby-count').innerText();
const titlesOf = (page: Page) =>
  tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-title') ?? ''));

/** 'Displaying 24 of 300 games' → [24, 300]. */
async function displayed(page: Page): Promise<[number, number]> {
  const match = /Displaying (\d+) of (\d+) games/.exec(await countText(page));
  return [Number(match?.[1]), Number(match?.[2])];
}

describeInBrowser('lobby', (browser) => {
  it('lets a player browse, filter, sort, search, page, favourite and revisit games', async () => {
    const page = await openPage(browser());
    await signUp(page, baseUrl);

    // Home: banners, category sliders with tiles, providers.
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('banner-slider').waitFor();
    await page.getByTestId('category-slider-slots').getByTestId('lobby-tile').first().waitFor();
    await page.getByTestId('providers-strip').waitFor();
    expect(await page.getByTestId('category-slider-originals').getByTestId('lobby-tile').count()).toBe(14);
    await shoot(page, 'lobby-home', { full: true });

    // The sidebar's Games list leads to the Slots lobby.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Slots', exact: true })
      .click();
    await page.waitForURL(/\/casino\/group\/slots$/);
    await expect.poll(() => countText(page)).toMatch(/^Displaying 24 of \d+ games$/);
    const [, total] = await displayed(page);
    expect(total).toBeGreaterThan(48);
    await shoot(page, 'lobby-group');

    // Filter By one provider: its count in the popover is the list's total.
    await page.getByTestId('filter-by').click();
    const provider = page.getByTestId('filter-provider').first();
    const providerCount = Number(await provider.locator('.tabular').innerText());
    expect(providerCount).toBeGreaterThan(0);
    await provider.click();
    await expect
      .poll(() => countText(page))
      .toBe(`Displaying ${Math.min(24, providerCount)} of ${providerCount} games`);
    await shoot(page, 'lobby-filter');
    await page.getByTestId('filter-clear').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => countText(page)).toBe(`Displaying 24 of ${total} games`);

    // Sort A-Z: first letters never go backwards.
    await page.getByTestId('sort-by').selectOption('asc');
    await expect
      .poll(async () => {
        const initials = (await titlesOf(page)).map((t) => t[0]?.toLowerCase() ?? '');
        return initials.length === 24 && initials.every((c, i) => i === 0 || (initials[i - 1] ?? '') <= c);
      })
      .toBe(true);

    // Search: two letters are ignored, three apply (after the debounce).
    const firstTitle = (await titlesOf(page))[0] ?? '';
    const term = firstTitle.slice(0, 3);
    expect(term).toHaveLength(3);
    await page.getByTestId('lobby-search').fill(term.slice(0, 2));
    await page.waitForTimeout(600);
    expect(await countText(page)).toBe(`Displaying 24 of ${total} games`);
    await page.getByTestId('lobby-search').fill(term);
    await expect.poll(async () => (await displayed(page))[1]).toBeLessThan(total);
    for (const title of await titlesOf(page)) expect(title.toLowerCase()).toContain(term.toLowerCase());
    await page.getByTestId('lobby-search').fill('');
    await expect.poll(() => countText(page)).toBe(`Displaying 24 of ${total} games`);

    // Load More appends the next page.
    await page.getByTestId('load-more').click();
    await expect.poll(() => countText(page)).toBe(`Displaying 48 of ${total} games`);
    expect(await tiles(page).count()).toBe(48);

    // Favourite a game and find it under Favorites.
    const favourite = tiles(page).nth(1);
    const favouriteTitle = (await favourite.getAttribute('data-title')) ?? '';
    await favourite.hover();
    await favourite.getByTestId('favourite-toggle').click();
    await expect
      .poll(() => favourite.getByTestId('favourite-toggle').getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
    await page.waitForURL(/\/casino\/group\/favorites$/);
    await expect.poll(() => titlesOf(page)).toEqual([favouriteTitle]);

    // Open a game's page; it is then the first of Recently Played.
    await followLink(page, '/casino/group/slots');
    const opened = tiles(page).nth(2);
    const openedTitle = (await opened.getAttribute('data-title')) ?? '';
    await opened.click();
    await page.getByTestId('game-info-page').waitFor();
    expect(await page.getByTestId('game-title').innerText()).toBe(openedTitle);
    expect(await page.getByTestId('launch-play').isEnabled()).toBe(true);
    await page.getByTestId('related-games').getByTestId('lobby-tile').first().waitFor();
    await shoot(page, 'lobby-game-page');
    await followLink(page, '/casino/group/recent');
    await expect.poll(async () => (await titlesOf(page))[0]).toBe(openedTitle);

    // An Originals screen counts too: Limbo goes to the top, ahead of the game page opened before.
    await followLink(page, '/casino/limbo');
    await page.getByTestId('wager').waitFor();
    await page.waitForTimeout(500);
    await followLink(page, '/casino/group/recent');
    await expect.poll(async () => (await titlesOf(page)).slice(0, 2)).toEqual(['Limbo', openedTitle]);

    // Jackpot lobbies open with the big jackpot counter, its tiers counting up.
    await followLink(page, '/casino/group/jackpot');
    await page.getByTestId('jackpot-banner').waitFor();
    await tiles(page).first().waitFor();
    expect(await page.getByTestId('jackpot-banner').innerText()).toMatch(/Minor[\s\S]*Grand/i);
    await page.waitForTimeout(2000);
    await shoot(page, 'lobby-jackpot');
  });

  it("lets a guest search from the header and the phone's bottom bar", async () => {
    const page = await openPage(browser());
    // Guests get the landing page at /, so they browse from a lobby page.
    await page.goto(`${baseUrl}/casino/group/slots`);
    await tiles(page).first().waitFor();
    expect(await tiles(page).first().getByTestId('favourite-toggle').count()).toBe(0);
    const someTitle = (await tiles(page).first().getAttribute('data-title')) ?? '';
    const term = someTitle.slice(0, 3);

    await page.getByTestId('header-search').click();
    const overlay = page.getByTestId('search-overlay');
    await overlay.getByTestId('search-overlay-input').fill(term.slice(0, 2));
    await page.waitForTimeout(600);
    expect(await overlay.getByTestId('lobby-tile').count()).toBe(0);
    await overlay.getByTestId('search-overlay-input').fill(term);
    await overlay.getByTestId('lobby-tile').first().waitFor();
    for (const title of await overlay
      .getByTestId('lobby-tile')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-title') ?? '')))
      expect(title.toLowerCase()).toContain(term.toLowerCase());
    await shoot(page, 'lobby-search');

    await overlay.getByTestId('search-overlay-input').fill('zzzqqq');
    await overlay.getByTestId('search-empty').waitFor();
    expect(await overlay.getByTestId('search-empty').innerText()).toBe(
      'Sorry! There are no results for "zzzqqq".',
    );
    await page.keyboard.press('Escape');

    // A guest's Favorites asks them to log in (current path, ?tab=login).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Favorites' }).click();
    await page.waitForURL(/\?tab=login$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await page.getByTestId('mobile-search').click();
    await overlay.getByTestId('search-overlay-input').fill(term);
    await overlay.getByTestId('lobby-tile').first().waitFor();
    await overlay.getByTestId('lobby-tile').first().getByRole('link').click();
    await page.getByTestId('game-info-page').waitFor();
    expect(await overlay.count()).toBe(0);
  });

  it('does no work while nobody touches it: a lobby list holds still, the live dot rests', async () => {
    const page = await openPage(browser());
    await signUp(page, baseUrl);
    await page.goto(`${baseUrl}/casino/group/slots`);
    await expect.poll(() => countText(page)).toMatch(/^Displaying 24 of \d+ games$/);
    // The list re-rendered 20 times a second (its filters' debounce restarting itself), rewriting its
    // search field each time.
    expect(await workWhileIdle(page.getByTestId('group-page'))).toEqual({ changes: 0, endless: [] });

    // The home board's live dot pings when a row arrives, not for ever.
    await page.goto(`${baseUrl}/`);
    const board = page.getByTestId('bet-history');
    await board.getByRole('table').or(board.getByTestId('history-empty')).first().waitFor();
    await page.waitForTimeout(2_000); // two pings of the newest row
    expect((await workWhileIdle(board, 500)).endless).toEqual([]);
  });

  it('marks games outside the allowed providers as not available for a region-restricted player', async () => {
    const page = await openPage(browser());
    // One of the configured prohibitedAccess usernames (spec §6); the e2e server's database is fresh.
    const player = { ...newPlayer(), username: 'region_blocked_demo' };
    await page.goto(`${baseUrl}/auth/register`);
    await fillRegisterForm(page, player);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor();

    await page.goto(`${baseUrl}/casino/group/slots`);
    await tiles(page).first().waitFor();
    const blocked = tiles(page).filter({ has: page.getByTestId('tile-blocked') });
    const open = tiles(page).filter({ has: page.getByRole('link') });
    await expect.poll(() => blocked.count()).toBeGreaterThan(0);
    expect(await blocked.first().getByTestId('tile-blocked').innerText()).toBe(
      'Not available in your region',
    );
    expect(await blocked.first().getByRole('link').count()).toBe(0);
    expect(await open.count()).toBeGreaterThan(0);
  });
});
