import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { expectNoSidewaysScroll } from './support/games';
import { openPage, signUp } from './support/player';
import { staffCall, staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { apiBody, callApi, verifyEmail } from './support/verified';

const baseUrl = inject('baseUrl');

/** Markup a player may type: shown as text in the back office, never run. */
const HOSTILE_MESSAGE =
  '<img src=x onerror="window.__hostile=1"><b>bold</b><script>window.__hostile=2</script> boo';
/** A report's reason may hold what a message may not: a right-to-left override and a zero-width space. */
const HOSTILE_REASON = 'Rude \u202Egnp.exe\u200B <script>window.__hostile=3</script>';

/**
 * A player who meets the requirement to chat (docs/chat.md): a verified email and 1,000 GC played, here
 * one dice play of 1,000 GC through the API.
 */
async function chatter(page: Page) {
  const player = await signUp(page, baseUrl);
  await verifyEmail(page, baseUrl, player);
  await apiBody(page, 'POST', '/dicing/seeds', { action: 'update_client', client_seed: 'admin-chat' });
  const play = await callApi(
    page,
    'POST',
    '/dicing',
    { wager: '1000.00', multiplier: 2 },
    crypto.randomUUID(),
  );
  expect(play.status, JSON.stringify(play.body)).toBe(200);
  return player;
}

/** Nothing a player wrote ran in the page: no element from their markup, no script's mark. */
async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
  expect(await page.locator('main img[src="x"], [data-testid="back-office"] b').count()).toBe(0);
}

describeInBrowser('the back office: chat', (browser) => {
  it('a mod deletes a reported message and mutes its sender; the sanction is listed, at 1440 and 375 px', async () => {
    const senderPage = await openPage(browser(), DESKTOP);
    senderPage.setDefaultTimeout(30_000);
    const sender = await chatter(senderPage);
    const posted = await callApi(senderPage, 'POST', '/chat_messages', {
      body: HOSTILE_MESSAGE,
      roomId: 'lobby',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const messageId = posted.body.id as string;
    const senderId = posted.body.sender.id as string;

    const reporterPage = await openPage(browser(), DESKTOP);
    reporterPage.setDefaultTimeout(30_000);
    await signUp(reporterPage, baseUrl);
    const reported = await callApi(reporterPage, 'POST', `/chat_messages/${messageId}/report`, {
      reason: HOSTILE_REASON,
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    await reporterPage.context().close();

    const page = await staffMember(browser(), baseUrl, 'mod');
    await page.goto(`${baseUrl}/admin/chat/reports`);
    const reports = page.getByRole('table', { name: 'Chat reports' });
    const row = reports.locator('tbody tr', { hasText: sender.username });
    await row.waitFor();
    // The message and the reason read as written: the markup as text, the hidden characters as code points.
    expect(await row.innerText()).toContain('<b>bold</b><script>window.__hostile=2</script> boo');
    expect(await row.innerText()).toContain(
      'Rude [U+202E]gnp.exe[U+200B] <script>window.__hostile=3</script>',
    );
    await expectNothingRan(page);
    await screenshot(page, 'admin-chat-reports-1440');

    await row.getByTestId('report-delete-message').click();
    await page.getByText('Message deleted.').first().waitFor();
    // Deleting closed the report: it left the open list and shows, deleted, under all.
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('tab', { name: 'all' }).click();
    await row.getByText('deleted', { exact: true }).first().waitFor();
    const gone = await callApi(senderPage, 'GET', '/chat_messages/lobby');
    expect((gone.body as { id: string }[]).map((m) => m.id)).not.toContain(messageId);

    // Mute its sender from the report: the dialog names them already.
    await row.getByTestId('report-mute').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('sanction-player').innerText()).toBe(sender.username);
    await dialog.getByRole('button', { name: '1 h' }).click();
    await dialog.getByLabel('Reason').fill('Posting markup to trick other players');
    await screenshot(page, 'admin-chat-mute-dialog-1440');
    await dialog.getByTestId('dialog-confirm').click();
    await page.getByText(`${sender.username} is muted until`).waitFor();
    const refused = await callApi(senderPage, 'POST', '/chat_messages', {
      body: 'still here?',
      roomId: 'lobby',
    });
    expect(refused.status).toBe(403);

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Chat sanctions' })
      .click();
    const sanctions = page.getByRole('table', { name: 'Chat sanctions' });
    const sanction = sanctions.locator('tbody tr', { hasText: sender.username });
    await sanction.waitFor();
    expect(await sanction.innerText()).toContain('Posting markup to trick other players');
    expect(await sanction.innerText()).toContain('in force');
    await sanction.getByTestId('sanction-lift').waitFor();
    // Narrowed to a player: this one's sanction stays; a name no one has leaves the list empty, in words.
    const search = page.getByRole('searchbox', { name: 'Search sanctions by player' });
    await search.fill(sender.username.toUpperCase());
    await sanction.waitFor();
    await search.fill('nobody-by-this-name');
    await page.getByText('No sanction of a player matching “nobody-by-this-name”.').waitFor();
    await search.fill(sender.username);
    await sanction.waitFor();
    // The toasts of the mute stand over the search box; the screenshot is of the page once they have gone.
    await page.getByText(`${sender.username} is muted until`).waitFor({ state: 'hidden', timeout: 15_000 });
    await screenshot(page, 'admin-chat-sanctions-1440');

    // The form of its own: a player found by name, for a custom length.
    await page.getByTestId('sanction-new').click();
    await dialog.getByLabel('Find a player').fill(sender.username);
    await dialog.getByTestId('sanction-player-search').click();
    await dialog.getByRole('list', { name: 'Players found' }).getByText(sender.username).click();
    await dialog.getByRole('button', { name: 'Custom' }).click();
    await dialog.getByLabel('Minutes').fill('0');
    await dialog.getByText('Give a duration of at least a minute.').waitFor();
    // A mod may ban from chat too.
    await dialog.getByRole('button', { name: 'Ban from chat' }).waitFor();
    await screenshot(page, 'admin-chat-sanction-form-1440');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/admin/chat/settings`);
    await page.getByRole('table', { name: 'Chat rooms' }).getByText('Lobby').waitFor();
    await page.getByTestId('chat-require-email').waitFor();
    await screenshot(page, 'admin-chat-settings-1440');

    // The same pages on a phone.
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-chat-settings-375');
    await page.goto(`${baseUrl}/admin/chat/reports`);
    await page.getByRole('tab', { name: 'all' }).click();
    await reports.locator('tbody tr', { hasText: sender.username }).waitFor();
    await expectNothingRan(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-chat-reports-375');
    await page.goto(`${baseUrl}/admin/chat/sanctions`);
    await sanction.waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-chat-sanctions-375');

    // An admin reads both deeds on the player's page, by name.
    expect((await staffCall(page, 'PUT', '/dev/staff-rank', { rank: 'admin' })).status).toBe(200);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}/admin/users/${senderId}`);
    await page.getByRole('tab', { name: 'Staff actions' }).click();
    const actions = page.getByRole('table', { name: 'Staff actions' });
    await actions.getByText('Muted a player in chat').waitFor();
    await actions.getByText('Deleted a chat message').waitFor();
    await page.getByTestId('admin-chat-sanction').waitFor();
    await screenshot(page, 'admin-chat-user-actions-1440');
    await senderPage.context().close();
    // Three sign-ups (each solving the captcha), a play and some fifteen pages: 75 s on a quiet machine.
  }, 180_000);
});
