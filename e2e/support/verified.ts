import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { APPROVED_PERSON } from '../../server/src/test/sample-people';
import { DESKTOP } from './browser';
import { mailedLink } from './outbox';
import { openPage, signUp, type TestPlayer } from './player';

/** The signed-in player's call to the API from the page (its token is in local storage). */
export function callApi(page: Page, method: string, path: string, body?: unknown, idempotencyKey?: string) {
  return page.evaluate(
    async ({ method, path, body, idempotencyKey }) => {
      const answer = await fetch(`/api${path}`, {
        method,
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'content-type': 'application/json',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
      });
      return { status: answer.status, body: await answer.json() };
    },
    { method, path, body, idempotencyKey },
  );
}

/** `callApi`'s answer body alone, for a call whose status the test does not check. */
export async function apiBody(page: Page, method: string, path: string, body?: unknown) {
  return (await callApi(page, method, path, body)).body;
}

/** Opens the mailed link, as the player does, to verify the email address. */
export async function verifyEmail(page: Page, baseUrl: string, player: TestPlayer): Promise<void> {
  const link = await mailedLink(baseUrl, player.email, 'Verify your email address');
  await page.goto(link);
  await page.getByText('Thank you! Your email address is verified.').waitFor();
}

/** Verifies the player's identity through the sandbox vendor, its tester approving by API. */
export async function verifyIdentity(page: Page): Promise<void> {
  const session = (await callApi(page, 'POST', '/veriff')).body as { url: string };
  const id = String(session.url).split('/').pop();
  const surname = `Redeem${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const decided = await callApi(page, 'POST', `/veriff/sandbox/${id}/decision`, {
    decision: 'approved',
    person: { ...APPROVED_PERSON, last_name: surname },
    document: {
      document_number: `D${Date.now()}${Math.floor(Math.random() * 1000)}`,
      document_country: 'US',
    },
  });
  expect(decided.body).toEqual({ message: 'The decision is on its way.' });
  await expect
    .poll(async () => (await callApi(page, 'GET', '/user')).body.verification_id, { timeout: 15_000 })
    .not.toBeNull();
}

/** A new player with a verified email and identity, signed in at `viewport`. */
export async function verifiedPlayer(browser: Browser, baseUrl: string, viewport = DESKTOP) {
  const page = await openPage(browser, viewport);
  // Several calls at once on a loaded 2-CPU machine: more time than the usual 15 s.
  page.setDefaultTimeout(30_000);
  const player = await signUp(page, baseUrl);
  await verifyEmail(page, baseUrl, player);
  await verifyIdentity(page);
  return { page, player };
}
