import { authenticator } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, screenshot } from './browser';
import { openPage, openSignedIn, registerByApi } from './player';
import { callApi } from './verified';

/** The signed-up player's own call to the API, from the test (their bearer token). */
async function playerCall(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(answer.status, `${method} ${path}`).toBe(200);
  return answer.json();
}

/**
 * A staff member of `rank` in a browser of their own, on the home page: signed up, given the rank by the
 * sandbox's tester control (PUT /api/dev/staff-rank), with two-factor authentication turned on as the back
 * office asks, all through the API before the page opens (the auth spec turns 2FA on in the browser).
 */
export async function staffMember(browser: Browser, baseUrl: string, rank: 'admin' | 'mod' | 'helper') {
  const staff = await registerByApi(baseUrl);
  await playerCall(baseUrl, staff.token, 'PUT', '/dev/staff-rank', { rank });
  const { secret } = (await playerCall(baseUrl, staff.token, 'POST', '/user/2fa/setup')) as {
    secret: string;
  };
  await playerCall(baseUrl, staff.token, 'POST', '/user/2fa/confirm', {
    code: authenticator.generate(secret),
  });
  const page = await openPage(browser, DESKTOP);
  // Several calls at once on a loaded 2-CPU machine: more time than the usual 15 s.
  page.setDefaultTimeout(30_000);
  await openSignedIn(page, baseUrl, staff);
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
