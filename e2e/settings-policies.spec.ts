import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { followLink, visit } from './support/navigation';
import {
  fillRegisterForm,
  newPlayer,
  openPage as openPageIn,
  signUp,
  submitLoginForm,
} from './support/player';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every policy path of spec §2 and the title its page shows. */
const POLICY_PAGES: [string, string][] = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/customer-acceptance-policy', 'Customer Acceptance Policy'],
  ['/Customer-Acceptance-Policy', 'Customer Acceptance Policy'],
  ['/responsible-social-gameplay', 'Responsible Social Gameplay'],
  ['/Responsible-Social-Gameplay', 'Responsible Social Gameplay'],
  ['/sweep-rules', 'Official Sweeps Rules'],
  ['/policies/terms-of-service', 'Terms of Service'],
  ['/policies/sweeps-rules', 'Official Sweeps Rules'],
  ['/responsible-gaming', 'Responsible Gaming'],
  ['/licenses', 'Licenses'],
];

async function policyTitle(page: Page): Promise<string> {
  const title = page.getByTestId('policy-page').getByRole('heading', { level: 1 });
  await title.waitFor();
  return title.innerText();
}

describeInBrowser('policy pages', (browser) => {
  const openPage = (viewport = DESKTOP) => openPageIn(browser(), viewport);

  it('renders each policy path with its title, version, date and contents', async () => {
    const page = await openPage();
    for (const [path, title] of POLICY_PAGES) {
      await visit(page, baseUrl, path);
      expect(await policyTitle(page), path).toBe(title);
      expect(await page.getByTestId('policy-version').innerText()).toMatch(
        /^Version \d+ · Published \w+ \d+, \d{4}$/,
      );
    }
    await followLink(page, '/sweep-rules');
    await policyTitle(page);
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: /Redeeming prizes/ })
      .click();
    await page.waitForURL(/#redeeming-prizes$/);
    await page.getByText('Bank transfer: at least 100 SC per redemption.').waitFor();
    await screenshot(page, 'policy-sweep-rules-desktop');
  });

  it('fits a 375 px phone, contents folded above the text', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${baseUrl}/privacy-policy`);
    expect(await policyTitle(page)).toBe('Privacy Policy');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'policy-privacy-phone');
    await page.locator('summary', { hasText: 'Contents' }).click();
    await page.getByRole('link', { name: /What other players see/ }).click();
    await page.waitForURL(/#what-other-players-see$/);
  });

  it('sends an unknown policy to not-found', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/policies/house-rules`);
    await page.waitForURL(/\/not-found\?path=%2Fpolicies%2Fhouse-rules/);
    await page.getByText('We could not find that page').waitFor();
  });

  it('links the landing and the shell footers to the policy pages', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/`);
    const landingLegal = page.getByRole('navigation', { name: 'Legal' });
    await landingLegal.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    expect(await policyTitle(page)).toBe('Privacy Policy');

    await page.goto(`${baseUrl}/games`);
    const shellLegal = page.getByRole('navigation', { name: 'Legal' });
    for (const [label, path] of [
      ['Sweeps Rules', '/sweep-rules'],
      ['Customer Acceptance Policy', '/customer-acceptance-policy'],
      ['Licenses', '/licenses'],
    ]) {
      expect(await shellLegal.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(
        path,
      );
    }
    await shellLegal.getByRole('link', { name: 'Responsible Gaming' }).click();
    await page.waitForURL(/\/responsible-gaming$/);
    expect(await policyTitle(page)).toBe('Responsible Gaming');
  });
});

describeInBrowser('accepting the Terms and the Sweeps Rules', (browser) => {
  const openPage = (viewport = DESKTOP) => openPageIn(browser(), viewport);

  it('sign-up needs the box ticked, and links both policies', async () => {
    const page = await openPage(PHONE);
    const player = newPlayer();
    await page.goto(`${baseUrl}/auth/register`);
    await fillRegisterForm(page, player);
    const terms = page.getByRole('checkbox', { name: /18\+/ });
    await terms.uncheck();
    await page.getByTestId('register-submit').click();
    await page.getByText('You must accept the Terms and the Official Sweeps Rules.').waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    const form = page.getByRole('main');
    expect(await form.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/policies/terms-of-service',
    );
    expect(await form.getByRole('link', { name: 'Official Sweeps Rules' }).getAttribute('href')).toBe(
      '/sweep-rules',
    );
    await screenshot(page, 'register-terms-required-phone');
    await terms.check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('policy-prompt').count()).toBe(0);
  });

  it('asks a signed-in player again when a new version is published, until they accept', async () => {
    const page = await openPage();
    await signUp(page, baseUrl);
    const changes = 'Gift card redemptions now start at 20 SC.';
    const published = await fetch(`${baseUrl}/api/dev/policies/terms-of-service/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ changes }),
    });
    expect(published.status).toBe(200);
    const version = ((await published.json()) as { version: number }).version;

    // The next visit asks (an open tab is also told at once through the announcements channel).
    await page.reload();
    const prompt = page.getByTestId('policy-prompt');
    await prompt.waitFor();
    await prompt.getByText(changes).waitFor();
    expect(await prompt.getByRole('link', { name: 'Read the Terms of Service' }).getAttribute('href')).toBe(
      '/policies/terms-of-service',
    );
    await screenshot(page, 'policy-prompt-desktop');
    await page.keyboard.press('Escape');
    expect(await prompt.isVisible()).toBe(true);

    await page.getByTestId('policy-accept').click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('policy-prompt').count()).toBe(0);

    await page.goto(`${baseUrl}/policies/terms-of-service`);
    expect(await page.getByTestId('policy-version').innerText()).toContain(`Version ${version}`);
  });
});

describeInBrowser('settings', (browser) => {
  const openPage = (viewport = DESKTOP) => openPageIn(browser(), viewport);

  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    it(`opens every tab at ${viewport.width} px without sideways page scrolling`, async () => {
      const page = await openPage(viewport);
      await signUp(page, baseUrl, '/settings');
      await page.waitForURL(/\/settings\/general$/);
      const tabs = page.getByRole('navigation', { name: 'Settings sections' });
      for (const [label, type, heading] of [
        ['General', 'general', 'Profile'],
        ['Security', 'security', 'Sessions'],
        ['Privacy', 'privacy', 'Privacy'],
        ['Notifications', 'notifications', 'Promotions'],
      ]) {
        await tabs.getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(new RegExp(`/settings/${type}$`));
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        expect(await horizontalOverflow(page), `${type} at ${viewport.width}`).toBe(0);
        await screenshot(page, `settings-${type}-${size}`);
      }
    });
  }

  it('private mode and the promotion opt-ins save at once and stay saved', async () => {
    const page = await openPage();
    await signUp(page, baseUrl, '/settings/privacy');
    const privateMode = page.getByTestId('private_mode');
    expect(await privateMode.getAttribute('aria-checked')).toBe('false');
    await privateMode.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="private_mode"]')?.getAttribute('aria-checked') === 'true',
    );

    await page.goto(`${baseUrl}/settings/notifications`);
    const sms = page.getByTestId('opt_in_promo_sms');
    await sms.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="opt_in_promo_sms"]')?.getAttribute('aria-checked') === 'true',
    );

    await page.reload();
    await page.getByTestId('opt_in_promo_sms').waitFor();
    expect(await page.getByTestId('opt_in_promo_sms').getAttribute('aria-checked')).toBe('true');
    await page.goto(`${baseUrl}/settings/privacy`);
    await page.getByTestId('private_mode').waitFor();
    expect(await page.getByTestId('private_mode').getAttribute('aria-checked')).toBe('true');
  });

  it('lists the sessions and signs out the other ones', async () => {
    const page = await openPage();
    const player = await signUp(page, baseUrl);
    const other = await openPage(PHONE);
    await other.goto(`${baseUrl}/auth/login`);
    await submitLoginForm(other, player.username, player.password);
    await other.getByTestId('header-balance').waitFor();

    await page.goto(`${baseUrl}/settings/security`);
    const sessions = page.getByTestId('sessions');
    await sessions.getByText('This device').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await page.getByTestId('sign-out-others').click();
    await page.getByText('Signed out of 1 other device.').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'settings-security-sessions-desktop');

    // The other device is signed out: its next call is refused and it returns home as a guest.
    await other.reload();
    await other.waitForURL(`${baseUrl}/`);
    await other.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await other.getByTestId('header-balance').count()).toBe(0);
  });
});
