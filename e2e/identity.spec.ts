import type { FrameLocator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PHONE, screenshot } from './support/browser';
import { fillIdentityForm } from './support/identity-form';
import { openPage, registerInBrowser } from './support/player';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');

/** Letters only (the form's rule) and unique per run: one verified account per person. */
function uniqueSurname(): string {
  return `Tester${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
}

const flow = (page: Page): FrameLocator => page.frameLocator('[data-testid="verification-frame"]');

/** Fills the sandbox's identity form and documents, then picks the tester's decision. */
async function verifyInFlow(page: Page, decision: string, reason?: string, shots?: string): Promise<void> {
  const frame = flow(page);
  await frame.getByTestId('identity-form').waitFor();
  // The form refuses what spec §5 refuses, with its own words, before anything is sent.
  await frame.getByLabel('First name').fill('J4ne');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByText('The first name may contain letters only.').waitFor();
  await fillIdentityForm(frame, {
    firstName: 'Jane',
    lastName: uniqueSurname(),
    email: 'jane@example.com',
    dateOfBirth: '1990-05-17',
    address: '100 Capitol Mall',
    city: 'Sacramento',
    zip: '95814',
    phone: '9165550100',
  });
  if (shots) await screenshot(page, `${shots}-form`);
  await frame.getByRole('button', { name: 'Continue' }).click();

  await frame.getByTestId('documents-step').waitFor();
  await frame.getByLabel('Document number').fill(`D${Date.now()}`);
  for (const button of await frame.getByRole('button', { name: 'Take sample photo' }).all())
    await button.click();
  if (shots) await screenshot(page, `${shots}-documents`);
  await frame.getByRole('button', { name: 'Submit documents' }).click();

  await frame.getByTestId('tester-panel').waitFor();
  await frame.getByRole('radio', { name: decision }).check();
  if (reason) await frame.getByLabel('Reason').selectOption({ label: reason });
  if (shots) await screenshot(page, `${shots}-tester`);
  await frame.getByRole('button', { name: 'Send decision' }).click();
}

async function verificationButton(page: Page) {
  const button = page.getByTestId('verification-button');
  return { text: (await button.innerText()).trim(), disabled: await button.isDisabled() };
}

describeInBrowser('identity verification in the browser', (browser) => {
  it('verifies a new player through the sandbox from settings', async () => {
    const page = await openPage(browser());
    await registerInBrowser(page, baseUrl);
    // Offered right after sign-up, not at cash-out.
    await page.getByTestId('verify-offer').waitFor();

    await page.goto(`${baseUrl}/settings/verification`);
    await page.getByTestId('verification-settings').waitFor();
    expect(await verificationButton(page)).toEqual({ text: 'Get Verified', disabled: false });
    await screenshot(page, 'identity-settings-1440');
    await page.getByTestId('verification-button').click();
    await verifyInFlow(page, 'Approved', undefined, 'identity-flow-1440');

    // Finished closes the flow; the decision arrives by webhook and brings the player home.
    const result = page.getByTestId('verification-result');
    await result.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('dialog').getByRole('heading').innerText()).toBe('Verification Approved');
    await screenshot(page, 'identity-approved-1440');
    await result.getByRole('button', { name: 'Continue' }).click();

    await page.goto(`${baseUrl}/settings/verification`);
    await expect
      .poll(() => verificationButton(page))
      .toEqual({ text: 'Verification Approved. Exit', disabled: true });
    expect(await page.getByTestId('verify-offer').count()).toBe(0);
  });

  it('is declined with the reason, resubmits in one step, and is approved (375 px)', async () => {
    const page = await openPage(browser());
    await registerInBrowser(page, baseUrl);
    await page.setViewportSize(PHONE);
    await page.getByTestId('verify-offer').waitFor();
    await screenshot(page, 'identity-offer-375');
    await page.getByTestId('verify-offer').getByRole('button', { name: 'Verify now' }).click();
    await verifyInFlow(
      page,
      'Declined',
      'The document is cropped: all four corners must be visible.',
      'identity-flow-375',
    );

    const result = page.getByTestId('verification-result');
    await result.getByText('The document is cropped: all four corners must be visible.').waitFor();
    expect(await page.getByRole('dialog').getByRole('heading').innerText()).toBe('Verification Failed');
    await screenshot(page, 'identity-declined-375');
    await result.getByRole('button', { name: 'Resubmit' }).click();

    await verifyInFlow(page, 'Approved');
    await page.getByRole('dialog').getByRole('heading', { name: 'Verification Approved' }).waitFor();
    await page.getByTestId('verification-result').getByRole('button', { name: 'Continue' }).click();

    await page.goto(`${baseUrl}/settings/verification`);
    await expect
      .poll(() => verificationButton(page))
      .toEqual({ text: 'Verification Approved. Exit', disabled: true });
    await screenshot(page, 'identity-settings-375');
    const me = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const answer = await fetch('/api/user', { headers: { authorization: `Bearer ${token}` } });
      return (await answer.json()) as { verification_id: string | null; prev_verification_id: string | null };
    });
    expect(me.verification_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.prev_verification_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.prev_verification_id).not.toBe(me.verification_id);
  });
});
