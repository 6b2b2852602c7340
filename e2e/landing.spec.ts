import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { attributeOfEach, DESKTOP, PHONE, screenshot } from './support/browser';
import { followLink, visit } from './support/navigation';
import { openPage as openPageIn, signUp } from './support/player';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

const PARTNERS = ['pompsie', 'vegasmatt', 'vlr', 'fishy', 'slotqueen', 'masivo', 'arriesgados', 'lasvegasvp'];

async function heroTitle(page: Page): Promise<string> {
  const title = page.getByTestId('landing-hero-title');
  await title.waitFor();
  return title.innerText();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describeInBrowser('the marketing landing page', (browser) => {
  const openPage = (viewport = DESKTOP) => openPageIn(browser(), viewport);

  it('shows a guest the landing without the shell, with a working FAQ', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/`);
    expect(await heroTitle(page)).toBe('Get Extra Coins with our Mega Boost');
    expect(await page.getByTestId('landing-hero-cta').innerText()).toBe('Claim Welcome Offer');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    for (const heading of ['#1 Social Casino', 'Daily Rewards', '14 Games', 'Winners Play Here'])
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await page.getByRole('img', { name: 'American Express' }).waitFor();
    await page.getByText('Sign Up Today & get your Free Coins instantly').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'landing-desktop');

    await page.getByRole('button', { name: 'FAQ', exact: true }).click();
    const answer = page.getByText('Our support team is available 24/7 via chat, e-mail and phone.');
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('How do I reach support?').click();
    await answer.waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="landing-faq"] details').count()).toBe(5);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${baseUrl}/`);
    await heroTitle(page);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'landing-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByText('Frequently Asked Questions').scrollIntoViewIfNeeded();
    await screenshot(page, 'landing-phone-faq');
  });

  it('opens registration on the current path from every call-to-action', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('landing-hero-cta').click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('register');

    await page.goBack();
    await page.getByTestId('landing-footer-cta').click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('register');
  });

  it('shows each partner variant with its own title and no hero button', async () => {
    const page = await openPage();
    for (const partner of PARTNERS) {
      await visit(page, baseUrl, `/${partner}`);
      expect(await heroTitle(page)).toBe('Get Double Coins with our Mega Boost');
      expect(await page.getByTestId('landing-hero-cta').count()).toBe(0);
    }
    await page.goto(`${baseUrl}/fishy`);
    await heroTitle(page);
    await screenshot(page, 'landing-partner-fishy-desktop');
    const phone = await openPage(PHONE);
    await phone.goto(`${baseUrl}/fishy`);
    await heroTitle(phone);
    await screenshot(phone, 'landing-partner-fishy-phone');
    expect(await horizontalOverflow(phone)).toBe(0);
  });

  it('shows a dynamic landing from its record; unknown and offline slugs are not found', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/summer-boost`);
    expect(await heroTitle(page)).toBe('Summer Boost: Triple Coins All Weekend');
    expect(await page.getByTestId('landing-hero-cta').innerText()).toBe('Get the Summer Boost');
    expect(await page.getByTestId('landing-footer-cta').innerText()).toBe('JOIN NOW');

    for (const slug of ['no-such-landing', 'winter-vault']) {
      await followLink(page, `/${slug}`);
      await page.waitForURL((url) => url.pathname === '/not-found');
      expect(new URL(page.url()).searchParams.get('path')).toBe(`/${slug}`);
    }
  });

  it('lists only visible promotions, opens one, and links them from the sidebar', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/promotions`);
    const list = page.getByTestId('promotion-list');
    await list.waitFor();
    const shown = await attributeOfEach(list.locator('a'), 'data-testid');
    // The weekly race and referrals are not built: their promotions are not offered (issue 22).
    expect(shown).toEqual(['promotion-first-purchase-boost', 'promotion-daily-login-bonus']);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Double Gold Coins on your First Purchase' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Weekly Race: 5,000 SC Prize Pool' }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    await screenshot(page, 'promotions-desktop');

    // The Tournaments category holds only the weekly race, which is not offered: it is no pill either.
    const pills = page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('button');
    await expect.poll(() => pills.count()).toBeGreaterThan(1);
    expect(await pills.allInnerTexts()).not.toContainEqual(expect.stringContaining('Tournaments'));

    await page.getByTestId('promotion-daily-login-bonus').click();
    await page.getByTestId('promotion-article').waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotions/daily-login-bonus');

    const phone = await openPage(PHONE);
    await phone.goto(`${baseUrl}/promotions`);
    await phone.getByTestId('promotion-list').waitFor();
    await phone.waitForLoadState('networkidle');
    await screenshot(phone, 'promotions-phone');
    expect(await horizontalOverflow(phone)).toBe(0);
  });

  it('keeps a signed-in player on the home lobby, never a landing', async () => {
    const page = await openPage();
    await signUp(page, baseUrl);
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('landing').count()).toBe(0);
    await page.goto(`${baseUrl}/fishy`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('landing').count()).toBe(0);
  });

  it('keeps the affiliate id and campaign tags in cookies for seven days, and opens sign-up by /c/{aid}', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/?aid=partner7&utm_source=newsletter&utm_campaign=fall&promo_code=FIRST`);
    // Spec §2: an aid sends the visitor on to its referral link, which opens the register tab.
    await page.waitForURL(/\/\?tab=register$/);
    await page.getByTestId('register-submit').waitFor();
    await heroTitle(page);
    const cookies = await page.context().cookies();
    const byName = new Map(cookies.map((c) => [c.name, c]));
    expect(byName.get('aid')?.value).toBe('partner7');
    expect(byName.get('utm_source')?.value).toBe('newsletter');
    expect(byName.get('utm_campaign')?.value).toBe('fall');
    expect(byName.get('promo_code')?.value).toBe('FIRST');
    const days = ((byName.get('aid')?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});
