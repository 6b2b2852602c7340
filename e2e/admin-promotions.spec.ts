import { expect, inject, it } from 'vitest';
import { PHONE, screenshot } from './support/browser';
import { staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

describeInBrowser('promotions and reports in the back office', (browser) => {
  it('an admin sees a promotion’s cost before saving, cannot save one over the rule, saves a fair one, and reads the report', async () => {
    const page = await staffMember(browser(), baseUrl, 'admin');
    await page.goto(`${baseUrl}/admin/promotions`);
    const promotions = page.getByRole('table', { name: 'Promotions' });
    await promotions.getByText('Big Upgrade').waitFor();
    await screenshot(page, 'admin-promotions-desktop');

    await page.getByTestId('new-promotion').click();
    const form = page.getByTestId('promotion-form');
    await form.getByLabel('Offer', { exact: true }).selectOption('Bundle Upgrade');
    await form.getByLabel('Name').fill('Giveaway Upgrade');
    await form.getByLabel('Bundle', { exact: true }).selectOption({ index: 4 }); // 19.99
    await form.getByLabel('Upgrades to').selectOption({ index: 5 }); // 49.99
    await form.getByLabel('Extra SC').fill('30');
    await form.getByTestId('promotion-refusal').waitFor();
    expect(await form.getByTestId('promotion-cost').innerText()).toContain('2.50');
    expect(await form.getByTestId('promotion-save').isDisabled()).toBe(true);
    await screenshot(page, 'admin-promotion-over-the-rule-desktop');

    await form.getByLabel('Extra SC').fill('0');
    await form.getByTestId('promotion-refusal').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="promotion-save"]') as HTMLButtonElement | null)?.disabled,
    );
    expect(await form.getByTestId('promotion-cost').innerText()).toContain('1.00');
    await screenshot(page, 'admin-promotion-within-the-rule-desktop');
    await form.getByTestId('promotion-save').click();
    await form.waitFor({ state: 'detached' });
    await promotions.getByText('Giveaway Upgrade').waitFor();

    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.waitForURL(/\/admin\/reports$/);
    await page.getByTestId('sc-liability').waitFor();
    await screenshot(page, 'admin-reports-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-reports-phone');
    await page.context().close();
  });

  it('an admin gives free spins of a game with a bundle: SC spins count at their stake in the rule', async () => {
    const page = await staffMember(browser(), baseUrl, 'admin');
    await page.goto(`${baseUrl}/admin/promotions`);
    const promotions = page.getByRole('table', { name: 'Promotions' });
    await promotions.getByText('Spin Starter').waitFor();
    await page.getByTestId('new-promotion').click();
    const form = page.getByTestId('promotion-form');
    await form.getByLabel('Offer', { exact: true }).selectOption('Free Spins');
    await form.getByLabel('Name').fill('Lagoon Spins');
    await form.getByLabel('Bundle', { exact: true }).selectOption({ index: 4 }); // 19.99
    await form.getByLabel('Find the game').fill('Roaring Lagoon');
    const game = form.getByLabel('Game', { exact: true });
    await expect
      .poll(() => game.locator('option', { hasText: 'Roaring Lagoon' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const value = await game.locator('option', { hasText: 'Roaring Lagoon' }).first().getAttribute('value');
    await game.selectOption(value ?? '');
    await form.getByLabel('Free spins').fill('20');
    // 20 spins at 0.20 SC are 4.00 SC on top of the bundle's 19.99: over the rule.
    await form.getByTestId('promotion-refusal').waitFor();
    expect(await form.getByTestId('promotion-cost').innerText()).toContain('23.99');
    await screenshot(page, 'admin-promotion-free-spins-over-the-rule');
    // In Gold Coins they cost nothing redeemable.
    await form.getByLabel('Played in').selectOption('GC');
    await form.getByTestId('promotion-refusal').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="promotion-save"]') as HTMLButtonElement | null)?.disabled,
    );
    await form.getByTestId('promotion-save').click();
    await form.waitFor({ state: 'detached' });
    await promotions.getByText('(with 20 free spins of Roaring Lagoon)').waitFor();
    await page.context().close();
  });
});
