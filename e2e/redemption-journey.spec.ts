import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { SCREEN_SIZES, screenshot } from './support/browser';
import { fundRedeemableSc, requestGiftCard, scOf } from './support/redeemable';
import { staffCall, staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { callApi, verifiedPlayer } from './support/verified';
import { openWallet } from './support/wallet';

const baseUrl = inject('baseUrl');

/** The player's request on their Redemptions page, and the status it shows. */
const requestCard = (page: Page, id: number) =>
  page.locator(`[data-testid="redemption"][aria-label^="Redemption ${id}:"]`);
const statusOf = (page: Page, id: number) => requestCard(page, id).getAttribute('data-status');

/** The staff member's row for a player's request in a back-office table. */
const rowOf = (staff: Page, username: string) => staff.getByRole('row').filter({ hasText: username });

/** Opens the back office's redemption queue on one of its status tabs. */
async function redemptionQueue(staff: Page, status: 'pending_review' | 'approved' | 'paid'): Promise<void> {
  await staff.goto(`${baseUrl}/admin/redemptions?status=${status}`);
  await staff.getByRole('tab', { name: /^pending review|^approved|^paid/i, selected: true }).waitFor();
}

/**
 * Issue 14's whole journey, the player and a staff member each in a browser of their own: SC won and
 * played through, a bank redemption approved and paid by the bank's payout, another rejected with its coins back, a
 * free-entry card credited, and a ban that signs the player out at once.
 */
describeInBrowser('a redemption from the win to the payout, free entry, and a ban', (browser) => {
  for (const [size, viewport] of SCREEN_SIZES) {
    it(`follows every step as staff decide it (${size} px)`, async () => {
      const phone = size === '375';
      const { page, player } = await verifiedPlayer(browser(), baseUrl, viewport);
      // Free SC from a bundle, played through with SC dice: what is left is redeemable.
      await fundRedeemableSc(page, 125, '199.99');
      const funded = await scOf(page);
      expect(funded.unplayed).toBe(0);

      // A bank redemption from the wallet, to the account the bundle was paid from.
      await page.goto(`${baseUrl}/`);
      await openWallet(page, phone);
      await page.getByRole('tab', { name: 'Redeem' }).click();
      await page.getByTestId('redeemable').waitFor();
      await page.getByText('Bank transfer', { exact: true }).click();
      await page.getByTestId('saved-accounts').locator('input[type="radio"]').first().check();
      await page.getByLabel('Amount (SC)').fill('100');
      await screenshot(page, `journey-redeem-bank-${size}`);
      await page.getByTestId('redeem-submit').click();
      await page.getByTestId('redeem-success').waitFor();
      await expect.poll(async () => (await scOf(page)).redeemable).toBeCloseTo(funded.redeemable - 100, 2);
      const mine = (await callApi(page, 'GET', '/redemptions')).body.redemptions as { id: number }[];
      const bankId = mine[0]?.id as number;

      await page.goto(`${baseUrl}/settings/redemptions`);
      await requestCard(page, bankId).waitFor();
      expect(await statusOf(page, bankId)).toBe('pending_review');
      await requestCard(page, bankId).getByTestId('redemption-clock').waitFor();

      // A staff member approves it in the back office; the player's page follows live.
      const staff = await staffMember(browser(), baseUrl, 'admin');
      await staff.setViewportSize(viewport);
      await redemptionQueue(staff, 'pending_review');
      await rowOf(staff, player.username).getByRole('button', { name: 'Approve' }).click();
      await staff.getByText('The redemption is approved.').waitFor();
      await expect.poll(() => statusOf(page, bankId)).toBe('approved');
      await screenshot(page, `journey-approved-${size}`);

      // The payout job sent the bank payout, which the bank holds pending: staff see it waiting on the
      // vendor, and cannot mark it paid by hand while the vendor may still pay it.
      await redemptionQueue(staff, 'approved');
      const payout = rowOf(staff, player.username).getByTestId('redemption-payout');
      await expect.poll(() => payout.innerText()).toBe('payout pending vendor');
      expect(await rowOf(staff, player.username).getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
      await screenshot(staff, `journey-staff-payout-pending-${size}`);
      // The bank settles it (the sandbox's tester control) and its webhook marks the request paid.
      const settled = await staffCall(
        staff,
        'POST',
        `/sandbox/apt-pay/disbursements/redemption-${bankId}/decide`,
        {
          outcome: 'paid',
        },
      );
      expect(settled.status, JSON.stringify(settled.body)).toBe(200);
      await expect.poll(() => statusOf(page, bankId)).toBe('paid');
      await redemptionQueue(staff, 'paid');
      await rowOf(staff, player.username).waitFor();
      await screenshot(staff, `journey-staff-paid-${size}`);
      await screenshot(page, `journey-paid-${size}`);

      // Another request is rejected with a reason: the player reads it and the SC come back.
      const beforeSecond = await scOf(page);
      const giftId = await requestGiftCard(page);
      await requestCard(page, giftId).waitFor();
      await redemptionQueue(staff, 'pending_review');
      await rowOf(staff, player.username).getByRole('button', { name: 'Reject' }).click();
      const reason = 'Gift cards are paused this week; please choose a bank transfer.';
      await staff.getByLabel('Reason').fill(reason);
      await staff.getByTestId('dialog-confirm').click();
      await expect.poll(() => statusOf(page, giftId)).toBe('rejected');
      expect(await requestCard(page, giftId).getByTestId('redemption-reason').innerText()).toBe(reason);
      await expect.poll(async () => (await scOf(page)).redeemable).toBeCloseTo(beforeSecond.redeemable, 2);
      await screenshot(page, `journey-rejected-${size}`);

      // Free entry: the player asks for a code, staff enter the card, the SC arrive.
      await page.goto(`${baseUrl}/settings/free-entry`);
      await page.getByRole('button', { name: 'Request a code' }).click();
      const request = page.getByTestId('amoe-request');
      const code = await request.getByTestId('amoe-code').innerText();
      const unplayedBefore = (await scOf(page)).unplayed;
      await staff.goto(`${baseUrl}/admin/amoe`);
      await staff.getByLabel('Request code').fill(code);
      await staff.getByLabel('Legal name').fill('Jane Player');
      await staff.getByLabel('Address').fill('100 Capitol Mall, Sacramento, CA 95814');
      await staff.getByTestId('amoe-enter').click();
      await expect.poll(() => request.getAttribute('data-status')).toBe('credited');
      expect((await scOf(page)).unplayed).toBeCloseTo(unplayedBefore + 5, 2);
      await screenshot(page, `journey-amoe-credited-${size}`);

      // A ban signs the player out at once, with 'Account Disabled'.
      await page.goto(`${baseUrl}/`);
      await page.getByTestId(phone ? 'mobile-wallet' : 'header-wallet').waitFor();
      await staff.goto(`${baseUrl}/admin/users?q=${player.username}`);
      await staff.getByRole('table', { name: 'Players' }).getByText(player.username, { exact: true }).click();
      await staff.getByTestId('admin-ban').click();
      await staff.getByLabel('Reason').fill('Multiple accounts');
      await staff.getByTestId('dialog-confirm').click();
      await page.getByText('Account Disabled').first().waitFor();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      expect((await callApi(page, 'GET', '/user')).status).toBe(401);
      await screenshot(page, `journey-banned-${size}`);
    });
  }
});
