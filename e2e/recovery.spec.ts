import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { expectNoSidewaysScroll } from './support/games';
import { mailedLink } from './support/outbox';
import { openPage, signUp, submitLoginForm } from './support/player';
import { describeInBrowser } from './support/suite';
import { verifyEmail } from './support/verified';

const baseUrl = inject('baseUrl');

describeInBrowser('email verification and password recovery', (browser) => {
  async function registeredPlayer(viewport = DESKTOP) {
    const page = await openPage(browser(), viewport);
    return { page, player: await signUp(page, baseUrl) };
  }

  it('verifies the email address from the mailed link', async () => {
    const { page, player } = await registeredPlayer();
    await page.goto(`${baseUrl}/settings/general`);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(`We sent a new verification link to ${player.email}.`).waitFor();
    await verifyEmail(page, baseUrl, player);
    await page.goto(`${baseUrl}/settings/general`);
    await page.getByTestId('email-verified').waitFor();
    await screenshot(page, 'settings-general-verified-desktop');
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const { page, player } = await registeredPlayer(PHONE);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.goto(`${baseUrl}/password/forgot`);
    await page.getByLabel('Email').fill(player.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for that email, we have sent a link to reset its password.')
      .waitFor();

    await page.goto(await mailedLink(baseUrl, player.email, 'Reset your password'));
    await page.getByLabel('New password', { exact: true }).fill('my new secret 123');
    await page.getByLabel('Confirm new password').fill('my new secret 12');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('The password confirmation does not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('my new secret 123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset.', { exact: false }).waitFor();
    await screenshot(page, 'password-reset-done-phone');

    await page.goto(`${baseUrl}/auth/login`);
    await submitLoginForm(page, player.email, player.password);
    await page.getByText('These credentials do not match our records.').waitFor();
    await submitLoginForm(page, player.email, 'my new secret 123');
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('header-balance').innerText()).toContain('10,000.00');
  });

  it('switches the coin being played from the header', async () => {
    const { page } = await registeredPlayer();
    const balance = page.getByTestId('header-balance');
    await page.getByTestId('coin-switch').getByRole('button', { name: 'SC' }).click();
    await expect.poll(() => balance.innerText()).toContain('1.00');
    await page.reload();
    await expect.poll(() => balance.innerText()).toContain('1.00');
    await page.getByTestId('coin-switch').getByRole('button', { name: 'GC' }).click();
    await expect.poll(() => balance.innerText()).toContain('10,000.00');
  });
  it('abbreviates a large balance in a phone header, which then fits the screen, and keeps the exact amount', async () => {
    const { page } = await registeredPlayer(PHONE);
    const balance = page.getByTestId('header-balance');
    // A new player's 10,000.00 GC fits whole on the common 360 px phones and at 410 px, where the logo
    // once came back and pushed the avatar off.
    for (const width of [360, 410]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => balance.innerText()).toMatch(/\s10,000\.00$/);
      await expectNoSidewaysScroll(page);
    }
    await page.setViewportSize(PHONE);
    // A whale's Gold Coins: the header held "99,999.99" at 375 px, and anything longer pushed the bell
    // and the avatar off the screen.
    await page.route(
      (url) => url.pathname === '/api/user',
      async (route) => {
        const me = await (await route.fetch()).json();
        me.balance = { ...me.balance, balance: '1234567.89', gc: '1234567.89' };
        await route.fulfill({ json: me });
      },
    );
    await page.reload();
    await expect.poll(() => balance.innerText()).toMatch(/\s1\.234M$/);
    expect(await balance.getAttribute('aria-label')).toBe('Balance: 1,234,567.89 GC');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'header-large-balance-375');
    await balance.click();
    await page.getByRole('dialog').getByText('1,234,567.89').waitFor();
    // From 768 px (the spec's desktop breakpoint) the header has room for the whole amount.
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => balance.innerText()).toMatch(/\s1,234,567\.89$/);
  });
});
