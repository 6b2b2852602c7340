import { authenticator } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, screenshot } from './browser';
import { openPage, signUp } from './player';
import { callApi } from './verified';

/**
 * A staff member of `rank` in a browser of their own: signed up, given the rank by the sandbox's tester
 * control (PUT /api/dev/staff-rank), with two-factor authentication turned on as the back office asks.
 */
export async function staffMember(browser: Browser, baseUrl: string, rank: 'admin' | 'mod' | 'helper') {
  const page = await openPage(browser, DESKTOP);
  // Several calls at once on a loaded 2-CPU machine: more time than the usual 15 s.
  page.setDefaultTimeout(30_000);
  await signUp(page, baseUrl);
  expect((await callApi(page, 'PUT', '/dev/staff-rank', { rank })).status).toBe(200);
  await page.goto(`${baseUrl}/settings/security`);
  await page.getByTestId('2fa-setup').click();
  const secret = (await page.getByTestId('2fa-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Two-factor code').fill(authenticator.generate(secret));
  await page.getByTestId('2fa-confirm').click();
  await page.getByTestId('2fa-enabled').waitFor();
  return page;
}

/** A staff call from the staff member's page; answers the status and body. */
export const staffCall = (page: Page, method: string, path: string, body?: unknown) =>
  callApi(page, method, path, body);

/**
 * Compliance refunds the player's denied purchase from its queue (the reason asked, `shot` taken of the
 * dialog): answers what the back office said, once the row has left the queue.
 */
export async function refundDeniedPurchase(staff: Page, baseUrl: string, username: string, shot?: string) {
  await staff.goto(`${baseUrl}/admin/purchases`);
  const row = staff.getByRole('row').filter({ hasText: username }).first();
  await row.getByRole('button', { name: 'Refund' }).click();
  await staff.getByLabel('Reason').fill('The player did not make this purchase');
  if (shot) await screenshot(staff, shot);
  await staff.getByTestId('dialog-confirm').click();
  const said = staff.getByText(/^The purchase is refunded/);
  await said.waitFor();
  const message = await said.innerText();
  await staff.getByRole('row').filter({ hasText: username }).waitFor({ state: 'detached' });
  await staff.getByRole('dialog').waitFor({ state: 'detached' });
  return message;
}
