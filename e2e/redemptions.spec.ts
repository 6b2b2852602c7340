import {
  AMOE_STATEMENT,
  AMOE_TEXTS,
  CRYPTO_ADDRESS_TEXTS,
  ORDER_TEXTS,
  REDEMPTION_TEXTS,
  TAX_TEXTS,
} from '@casino/contract';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, SCREEN_SIZES, screenshot, screenshotDesktopThenPhone } from './support/browser';
import { openPage as openPageIn, signUp } from './support/player';
import { fundRedeemableSc, requestGiftCard, scOf } from './support/redeemable';
import { staffCall, staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { callApi, verifiedPlayer, verifyEmail, verifyIdentity } from './support/verified';
import { openWallet } from './support/wallet';

const baseUrl = inject('baseUrl');

/** The wallet's Redeem page, opened by its tab as the player does. */
async function openRedeem(page: Page, phone: boolean): Promise<void> {
  await openWallet(page, phone);
  await page.getByRole('tab', { name: 'Redeem' }).click();
  await page.getByTestId('wallet-page-redeem').waitFor();
  await page.getByTestId('redeemable').waitFor();
}

/** A page of its own; these screens wait on several calls at once, so on a loaded 2-CPU machine give them time. */
async function openPage(...args: Parameters<typeof openPageIn>) {
  const page = await openPageIn(...args);
  page.setDefaultTimeout(30_000);
  return page;
}

const submitButton = (page: Page) => page.getByTestId('redeem-submit');

describeInBrowser('redeeming Sweeps Coins, taxes, free entry and cashier orders', (browser) => {
  for (const [size, viewport] of SCREEN_SIZES) {
    const phone = size === '375';
    it(`shows what is missing first, then refuses bad amounts and addresses before sending (${size} px)`, async () => {
      const page = await openPage(browser(), viewport);
      const player = await signUp(page, baseUrl);

      // A new player: identity and email come first, each with its action, and nothing can be sent.
      await openRedeem(page, phone);
      await page.getByTestId('requirement-identity').waitFor();
      await page.getByTestId('requirement-email').waitFor();
      expect(await page.getByTestId('requirement-identity').getByTestId('verification-button').count()).toBe(
        1,
      );
      expect(await submitButton(page).isDisabled()).toBe(true);
      expect(await submitButton(page).innerText()).toBe('Finish the steps above to redeem');
      await screenshot(page, `redeem-gates-${size}`);

      // Verified: the gates are met (the location one by its own button where asked).
      await verifyEmail(page, baseUrl, player);
      await verifyIdentity(page);
      await page.goto(`${baseUrl}/?tab=bank&page=redeem`);
      await page.getByTestId('redeemable').waitFor();
      const location = page.getByTestId('requirement-location');
      if (await location.count()) {
        await location.getByRole('button', { name: 'Check my location' }).click();
        await location.waitFor({ state: 'detached' });
      }
      expect(await page.getByTestId('requirement-identity').count()).toBe(0);
      expect(await page.getByTestId('requirement-email').count()).toBe(0);
      // Only redeemable SC count: with its sign-up SC unplayed, a new player is told to play them first.
      await page.getByTestId('requirement-balance').waitFor();
      expect(await submitButton(page).isDisabled()).toBe(true);
      await screenshot(page, `redeem-balance-gate-${size}`);
      await fundRedeemableSc(page, 30);
      await page.goto(`${baseUrl}/?tab=bank&page=redeem`);
      await page.getByTestId('redeemable').waitFor();
      expect(await page.getByTestId('requirement-balance').count()).toBe(0);
      await expect.poll(() => submitButton(page).isDisabled()).toBe(false);

      // Crypto: the contract's per-network validators refuse the address and the missing XRP tag.
      await page.getByText('Crypto', { exact: true }).click();
      await page.getByLabel('Wallet address').fill('not-an-address');
      await page.getByLabel('Amount (SC)').fill('1000000');
      await submitButton(page).click();
      await page.getByText(CRYPTO_ADDRESS_TEXTS.addressInvalid('Bitcoin')).waitFor();
      // More than the redeemable SC held.
      await page.getByText(REDEMPTION_TEXTS.notEnough).waitFor();
      await page.getByLabel('Currency and network').selectOption('XRP');
      await page.getByLabel('Wallet address').fill('rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH');
      await submitButton(page).click();
      await page.getByText(CRYPTO_ADDRESS_TEXTS.tagRequired).waitFor();
      expect(await page.getByText(CRYPTO_ADDRESS_TEXTS.addressInvalid('XRP Ledger')).count()).toBe(0);
      await screenshot(page, `redeem-crypto-errors-${size}`);

      // A gift card below its method's minimum.
      await page.getByText('Gift card', { exact: true }).click();
      await page.getByLabel('Amount (SC)').fill('5');
      await submitButton(page).click();
      await page.getByText(/^The least you can redeem this way is [\d.]+ SC\.$/).waitFor();
      await screenshot(page, `redeem-gift-card-${size}`);
      // Nothing was sent: no request exists.
      await page.goto(`${baseUrl}/settings/redemptions`);
      await page.getByTestId('redemptions-empty').waitFor();
      await screenshot(page, `redemptions-empty-${size}`);
    });
  }

  it('requests a gift card, follows it on the timeline live, and cancels it while pending', async () => {
    const { page } = await verifiedPlayer(browser(), baseUrl);
    await fundRedeemableSc(page, 30);
    const before = await scOf(page);

    await page.goto(`${baseUrl}/?tab=bank&page=redeem`);
    await page.getByTestId('redeemable').waitFor();
    await page.getByText('Gift card', { exact: true }).click();
    await page.getByText('Amazon.com').click();
    await page.getByLabel('Amount (SC)').fill('25');
    await submitButton(page).click();
    const made = page.getByTestId('redeem-success');
    await made.waitFor();
    expect(await made.getByTestId('redemption-status').innerText()).toBe('Pending review');
    expect(await made.getByTestId('redemption-clock').innerText()).toMatch(
      /Review expected by[\s\S]*\d\d:\d\d:\d\d left/,
    );
    await screenshot(page, 'redeem-success-1440');
    // The SC left the redeemable balance at once, in one move.
    expect((await scOf(page)).redeemable).toBeCloseTo(before.redeemable - 25, 2);

    // The timeline: pending review under way, with its promised time as a clock.
    await page.goto(`${baseUrl}/settings/redemptions`);
    const card = page.getByTestId('redemption');
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('pending_review');
    const states = await card
      .locator('ol > li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-state')));
    expect(states).toEqual(['current', 'upcoming', 'upcoming']);
    await screenshot(page, 'redemptions-pending-1440');

    // Cancel while pending, confirmed: the coins come back.
    await card.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByTestId('cancel-redemption').getByRole('button', { name: 'Cancel redemption' }).click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('cancelled');
    expect(await card.innerText()).toContain('back in your redeemable balance');
    expect((await scOf(page)).redeemable).toBeCloseTo(before.redeemable, 2);

    // A change made elsewhere (another tab, staff, the vendor) arrives by the realtime event.
    const other = await requestGiftCard(page);
    await expect.poll(() => page.getByTestId('redemption').count()).toBe(2);
    const cancelled = await callApi(page, 'POST', `/redemptions/${other}/cancel`, {}, crypto.randomUUID());
    expect(cancelled.status).toBe(200);
    await expect
      .poll(() => page.locator('[data-testid="redemption"][data-status="cancelled"]').count())
      .toBe(2);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'redemptions-375');
  });

  it('follows staff decisions live: a rejection with its reason returns the coins, an approval is paid', async () => {
    const { page } = await verifiedPlayer(browser(), baseUrl);
    await fundRedeemableSc(page, 30);
    const before = await scOf(page);
    const staff = await staffMember(browser(), baseUrl, 'admin');
    await page.goto(`${baseUrl}/settings/redemptions`);
    await page.getByTestId('redemptions-empty').waitFor();
    const cardOf = (id: number) =>
      page.locator(`[data-testid="redemption"][aria-label^="Redemption ${id}:"]`);

    // Rejected by staff with a reason: the player reads it on the stopped step, and the SC come back.
    const first = await requestGiftCard(page);
    await cardOf(first).waitFor();
    const reason = 'The name on the account does not match your verified identity.';
    expect((await staffCall(staff, 'POST', `/admin/redemptions/${first}/reject`, { reason })).status).toBe(
      200,
    );
    await expect.poll(() => cardOf(first).getAttribute('data-status')).toBe('rejected');
    expect(await cardOf(first).getByTestId('redemption-reason').innerText()).toBe(reason);
    await expect.poll(async () => (await scOf(page)).redeemable).toBeCloseTo(before.redeemable, 2);
    await screenshot(page, 'redemptions-rejected-1440');

    // Approved, then paid by the gift-card vendor through the payout job: each step arrives live and the
    // stepper ends with every step done. Staff cannot mark it paid by hand while the vendor may pay it.
    const second = await requestGiftCard(page);
    await cardOf(second).waitFor();
    const approved = await staffCall(staff, 'POST', `/admin/redemptions/${second}/approve`);
    expect(approved.status).toBe(200);
    await expect.poll(() => cardOf(second).getAttribute('data-status')).toBe('paid');
    const states = await cardOf(second)
      .locator('ol > li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-state')));
    expect(states).toEqual(['done', 'done', 'done']);
    expect(await cardOf(second).getByTestId('redemption-clock').count()).toBe(0);
    await screenshotDesktopThenPhone(page, 'redemptions-paid');
  });

  it('keeps tax details sealed: refuses an SSN never issued, shows only the last four once saved', async () => {
    const page = await openPage(browser(), DESKTOP);
    await signUp(page, baseUrl, '/settings/taxes');
    await page.getByTestId('tax-page').waitFor();
    expect(await page.getByTestId('tax-paid').innerText()).toBe('0.00 USD');
    await page.getByLabel('Legal name').fill('Jane Q Player');
    await page.getByLabel('Street address').fill('100 Capitol Mall');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('ZIP code').fill('95814');
    await page.getByLabel('Social Security number').fill('666-12-3456');
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await page.getByText(TAX_TEXTS.ssnNeverIssued).waitFor();
    expect(await page.getByLabel('Social Security number').getAttribute('type')).toBe('password');
    await page.getByLabel('Social Security number').fill('123-45-6789');
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await page.getByTestId('tax-on-file').waitFor();
    const onFile = await page.getByTestId('tax-on-file').innerText();
    expect(onFile).toContain('Jane Q Player');
    expect(onFile).toContain('6789');
    expect(await page.content()).not.toContain('123456789');
    expect(await page.content()).not.toContain('123-45-6789');
    await screenshotDesktopThenPhone(page, 'tax');
  });

  it('asks for a free-entry code only when verified, with the exact statement and a printable card', async () => {
    // Not verified: the page says what is missing and offers no code.
    const guest = await openPage(browser(), PHONE);
    await signUp(guest, baseUrl, '/settings/free-entry');
    await guest.getByTestId('amoe-missing').waitFor();
    expect(await guest.getByRole('button', { name: 'Request a code' }).isDisabled()).toBe(true);
    await guest.getByTestId('amoe-empty').waitFor();
    await screenshot(guest, 'amoe-unverified-375');
    await guest.context().close();

    const { page, player } = await verifiedPlayer(browser(), baseUrl);
    await page.goto(`${baseUrl}/settings/free-entry`);
    await page.getByTestId('amoe-empty').waitFor();
    expect(await page.getByTestId('amoe-statement').innerText()).toBe(AMOE_STATEMENT);
    await page.getByRole('button', { name: 'Request a code' }).click();
    await page.getByText(AMOE_TEXTS.requested).waitFor();
    const row = page.getByTestId('amoe-request');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('requested');
    const code = await row.getByTestId('amoe-code').innerText();
    expect(code.length).toBeGreaterThanOrEqual(4);
    // One open code at a time.
    expect(await page.getByRole('button', { name: 'Request a code' }).isDisabled()).toBe(true);
    await screenshot(page, 'amoe-requested-1440');

    // The printable card: the player's details and code filled in, the statement word for word.
    await row.getByRole('link', { name: 'Printable template' }).click();
    const template = page.getByTestId('amoe-template');
    await template.waitFor();
    const text = await template.innerText();
    expect(text).toContain(code);
    expect(text).toContain(player.username);
    expect(text).toContain(player.email);
    expect(await page.getByTestId('amoe-template-statement').innerText()).toBe(`“${AMOE_STATEMENT}”`);
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    await screenshot(page, 'amoe-template-1440');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'amoe-template-print');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'amoe-template-375');

    // Staff enter the card when it arrives: the request is credited, heard live on the player's page.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}/settings/free-entry`);
    await row.waitFor();
    const staff = await staffMember(browser(), baseUrl, 'helper');
    const entered = await staffCall(staff, 'POST', '/admin/amoe/entries', {
      code,
      legalName: 'Jane Player',
      address: '100 Capitol Mall, Sacramento, CA 95814',
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(entered.status).toBe(200);
    expect(entered.body.outcome).toBe('credited');
    await expect.poll(() => row.getAttribute('data-status')).toBe('credited');
    expect(await row.innerText()).toMatch(/[\d.]+ SC credited/);
    // The same code again is refused: single use.
    const again = await staffCall(staff, 'POST', '/admin/amoe/entries', {
      code,
      legalName: 'Jane Player',
      address: '100 Capitol Mall, Sacramento, CA 95814',
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    await screenshot(page, 'amoe-credited-1440');
  });

  it('lists cashier orders as incomplete, then completed once cancelled, with the realtime toast', async () => {
    const page = await openPage(browser(), DESKTOP);
    await signUp(page, baseUrl, '/settings/orders');
    await page.getByTestId('orders-page').waitFor();
    await page.getByLabel('Tell the cashier what you need').fill('x');
    await page.getByRole('button', { name: 'Send to the cashier' }).click();
    await page.getByText('Say what the order is for.').waitFor();
    await page.getByLabel('Tell the cashier what you need').fill('Help me buy the 49.99 bundle');
    await page.getByRole('button', { name: 'Send to the cashier' }).click();
    const incomplete = page.getByTestId('orders-incomplete');
    await incomplete.getByTestId('order').waitFor();
    expect(await incomplete.innerText()).toContain('Help me buy the 49.99 bundle');
    await screenshot(page, 'orders-1440');
    await incomplete.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByTestId('orders-completed').getByTestId('order').waitFor();
    await page.getByText(ORDER_TEXTS.cancelled).waitFor();
    expect(await incomplete.getByTestId('order').count()).toBe(0);

    // The cashier completes another: 'Order Completed!' arrives live and the order moves to completed.
    const order = await callApi(page, 'POST', '/orders', {
      amount: '100',
      rsn: 'Please help with my redemption',
      type: 'redeem',
    });
    expect(order.status).toBe(201);
    await incomplete.getByTestId('order').waitFor();
    const staff = await staffMember(browser(), baseUrl, 'admin');
    expect((await staffCall(staff, 'POST', `/admin/orders/${order.body.id}/complete`)).status).toBe(200);
    await page.getByText(ORDER_TEXTS.completed).waitFor();
    await page
      .locator('[data-testid="orders-completed"] [data-testid="order"][data-status="completed"]')
      .waitFor();
    expect(await incomplete.getByTestId('order').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'orders-375');
  });
});
