import { expect, inject, it } from 'vitest';
import { PHONE, screenshot } from './support/browser';
import { fundRedeemableSc, requestGiftCard } from './support/redeemable';
import { staffCall, staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { callApi, verifiedPlayer } from './support/verified';

const baseUrl = inject('baseUrl');

/**
 * Issue 20: an approved prize is never stranded. The gift-card vendor is out of reach (the sandbox's
 * tester control) when staff approve: the payout job fails and is retried, staff see it under Money jobs
 * and in the redemption queue with the vendor's error, and once the vendor is back the job pays it,
 * once, and the player's page shows it paid.
 */
describeInBrowser('money jobs in the back office', (browser) => {
  it('shows a payout retrying while its vendor is down, then paid once the vendor is back', async () => {
    // The staff member first, alone: with a second window open, headless Chromium has stalled the 2FA
    // enrolment (the note of 2026-11-24); each page is brought to the front before it is used.
    const staff = await staffMember(browser(), baseUrl, 'admin');
    const { page, player } = await verifiedPlayer(browser(), baseUrl);
    await fundRedeemableSc(page, 30);
    const id = await requestGiftCard(page);

    await staff.bringToFront();
    expect((await staffCall(staff, 'POST', '/dev/gift-cards/outage', { seconds: 600 })).status).toBe(200);
    try {
      await staff.goto(`${baseUrl}/admin/redemptions?status=pending_review`);
      const row = staff.getByRole('row').filter({ hasText: player.username }).first();
      await row.getByRole('button', { name: 'Approve' }).click();
      await staff.getByText('The redemption is approved.').waitFor();

      // Money jobs: the payout is retrying, with the vendor's error and its attempts.
      await staff.getByRole('link', { name: /Money jobs/ }).click();
      await staff.waitForURL(/\/admin\/jobs$/);
      const table = staff.getByRole('table', { name: 'Money jobs' });
      const job = table.getByRole('row').filter({ hasText: `redemption-${id}` });
      const loaded = async () => {
        await table.locator('tbody tr').first().waitFor();
        await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
      };
      await expect
        .poll(async () => {
          await staff.reload();
          await loaded();
          return job.count();
        })
        .toBe(1);
      expect(await job.innerText()).toContain('Prize payout');
      expect(await job.innerText()).toMatch(/ECONNREFUSED|unreachable|out of reach/i);
      await screenshot(staff, 'admin-money-jobs-retrying-1440');

      // The redemption queue says the same, so staff are not left waiting for the 48 h clock.
      await staff.goto(`${baseUrl}/admin/redemptions?status=approved`);
      const queued = staff.getByRole('row').filter({ hasText: player.username }).first();
      await expect
        .poll(() => queued.getByTestId('redemption-payout').innerText())
        .toMatch(/^payout retrying\s+connect ECONNREFUSED/);
      expect(await queued.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
      await screenshot(staff, 'admin-redemption-payout-retrying-1440');
      await staff.setViewportSize(PHONE);
      await staff.goto(`${baseUrl}/admin/jobs`);
      await loaded();
      await screenshot(staff, 'admin-money-jobs-375');
    } finally {
      expect((await staffCall(staff, 'POST', '/dev/gift-cards/outage', { seconds: 0 })).status).toBe(200);
    }

    // The vendor is back: the next attempt pays the card, and the player's request shows paid with its code.
    await page.bringToFront();
    await page.goto(`${baseUrl}/settings/redemptions`);
    const card = page.locator(`[data-testid="redemption"][aria-label^="Redemption ${id}:"]`);
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 60_000 }).toBe('paid');
    const mine = await callApi(page, 'GET', `/redemptions/${id}`);
    expect(mine.body.gift_card_code).toMatch(/\S{4}$/);
    await screenshot(page, 'redemption-paid-after-outage-1440');
    await staff.context().close();
    await page.context().close();
  });
});
