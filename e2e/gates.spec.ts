import {
  goldCoinsOnlyText,
  regionNotAvailableText,
  type SandboxLocation,
  undeterminedLocationText,
} from '@casino/contract';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { balanceOf, historyRows, playerAt, shoot, withSeed } from './support/games';
import { describeInBrowser } from './support/suite';
import { apiBody } from './support/verified';
import { openWallet } from './support/wallet';

const baseUrl = inject('baseUrl');

/** Puts the player where the sandbox tester says, reloads, and waits for the page's own location check. */
async function moveTo(page: Page, place: Partial<SandboxLocation>) {
  await apiBody(page, 'PUT', '/dev/location', { state: 'CA', vpn: false, unsupported: false, ...place });
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/location/check'));
  await page.reload();
  await checked;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Plays dice and expects the game's error toast with this refusal, the balance and history unmoved. */
async function refusedPlay(page: Page, message: string) {
  await page.getByTestId('play').waitFor();
  // Every player here has played once (diceWithSeed): count the rows once the history has loaded.
  await expect.poll(() => historyRows(page)).toBeGreaterThan(0);
  const balance = await balanceOf(page);
  const rows = await historyRows(page);
  await page.getByTestId('play').click();
  await page.getByText(`Something went wrong when placing your play: ${message}`).first().waitFor();
  expect(await balanceOf(page)).toBe(balance);
  expect(await historyRows(page)).toBe(rows);
}

/** A new player on the dice page who has played once in GC (so their client seed is set). */
async function diceWithSeed(browser: Browser): Promise<Page> {
  const page = await playerAt(browser, baseUrl, 'dice');
  const rows = await historyRows(page);
  await withSeed(
    page,
    () => page.getByTestId('play').click(),
    async () => (await historyRows(page)) > rows,
  );
  return page;
}

describeInBrowser('gates', (browser) => {
  it('refuses SC play in an excluded state, on a VPN and in a GC-only state, and nothing moves', async () => {
    const page = await diceWithSeed(browser());

    // The tester's panel on the location article: placing the player in New York opens the geo-blocked notice.
    await page.goto(`${baseUrl}/article/location-service-activation`);
    await page.getByTestId('sandbox-location').waitFor();
    await shoot(page, 'location-article', { full: true });
    await page.getByTestId('sandbox-state').selectOption('NY');
    await page.getByTestId('overlay-notice').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('blocked');
    await shoot(page, 'location-blocked');
    await closeDialog(page);

    await page.goto(`${baseUrl}/casino/dice`);
    await page.getByTestId('play').waitFor();
    // Switching to SC checks the location at once: the blocked notice opens (as a modal, it hides the
    // header from assistive technology until it is closed), and the coin stays switched.
    const sc = page.getByTestId('coin-switch').getByRole('button', { name: 'SC' });
    await sc.click();
    await page.getByTestId('overlay-notice').waitFor();
    await closeDialog(page);
    expect(await sc.getAttribute('aria-pressed')).toBe('true');
    await refusedPlay(page, regionNotAvailableText('NY'));

    await moveTo(page, { vpn: true });
    await page.getByTestId('access-restricted').waitFor();
    await shoot(page, 'location-access-restricted');
    await closeDialog(page);
    await refusedPlay(page, undeterminedLocationText(['proxy']));

    await moveTo(page, { state: 'TX' });
    await refusedPlay(page, goldCoinsOnlyText('TX'));
    // The wallet says so too: its bundles show the Gold Coins a purchase there credits, no free SC.
    await openWallet(page, false);
    await page.getByTestId('gc-only-notice').getByText(goldCoinsOnlyText('TX')).waitFor();
    const ladder = page.getByTestId('gold-coins-bundles');
    await ladder
      .getByTestId(/^bundle-/)
      .first()
      .waitFor();
    expect(await ladder.getByText('SC free').count()).toBe(0);
    await shoot(page, 'wallet-gc-only');
    await closeDialog(page);

    await moveTo(page, { state: null, unsupported: true });
    await page.getByTestId('location-missing').getByRole('button', { name: 'Logout' }).waitFor();
    await shoot(page, 'location-missing');
    await closeDialog(page);

    // Back in California the same play goes through.
    await moveTo(page, { state: 'CA' });
    const before = await historyRows(page);
    await page.getByTestId('play').click();
    await expect.poll(() => historyRows(page), { timeout: 15_000 }).toBe(before + 1);
  });

  it('a player takes a 1-day break from settings and can neither play nor buy', async () => {
    const page = await diceWithSeed(browser());

    await page.goto(`${baseUrl}/settings/responsible-play`);
    await page.getByTestId('take-break').waitFor();
    await shoot(page, 'settings-responsible-play', { full: true });
    await page.getByRole('button', { name: '1 day', exact: true }).click();
    await page.getByTestId('take-break').click();
    const confirm = page.getByTestId('responsible-play-confirm');
    await expect.poll(() => confirm.innerText()).toContain('cannot be ended early');
    await confirm.getByRole('button', { name: 'Start my break' }).click();
    await page.getByTestId('break-active').waitFor();
    await shoot(page, 'settings-break-active');

    const me = await apiBody(page, 'GET', '/user');
    expect(me).toMatchObject({ break_type: '1_day', can_purchase: false });

    // Said before the player presses (issue 22): the break's banner, and Play held with the reason beside it.
    await page.goto(`${baseUrl}/casino/dice`);
    await page.getByTestId('play-restriction').waitFor();
    expect(await page.getByTestId('play').isDisabled()).toBe(true);
    expect(await page.getByTestId('play-held').innerText()).toContain('on a break until');

    // The wallet shows the bundles disabled under the break's message, and the server refuses a purchase.
    await page.goto(`${baseUrl}/?tab=bank`);
    await page.getByTestId('purchase-break').getByText('Your "Break-In-Play" is active till: ').waitFor();
    expect(await page.getByTestId('bundle-9.99').first().isDisabled()).toBe(true);
    await shoot(page, 'wallet-on-break');
    const { bundles } = await apiBody(page, 'GET', '/bundles');
    const bundle = bundles.find((b: { price: string }) => b.price === '9.99');
    const refused = await apiBody(page, 'POST', '/payments/paysafe', {
      form: { amount: '9.99', payment_method: 'card', bundleId: bundle.id, promotionId: null },
    });
    expect(refused.message).toContain('Your "Break-In-Play" is active till: ');
  });
});
