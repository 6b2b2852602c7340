import { expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { expectNoSidewaysScroll } from './support/games';
import { openPage, signUp } from './support/player';
import { staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';

const baseUrl = inject('baseUrl');
// Markup and a script a hostile or careless author might type: players must read it as text.
const HOSTILE =
  '<b>Weekend</b> race <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

describeInBrowser('the notification inbox', (browser) => {
  it('a player hears a staff announcement live, reads it as plain text, and marks it read; at 375 and 1440 px', async () => {
    const player = await openPage(browser(), PHONE);
    await signUp(player, baseUrl);
    const bell = player.getByTestId('header-notifications');
    await bell.waitFor();
    expect(await player.getByTestId('notifications-badge').count()).toBe(0);
    await bell.click();
    await player.waitForURL(/\/notifications$/);
    await player.getByTestId('notifications-empty').waitFor();
    await screenshot(player, 'notifications-empty-375');
    await expectNoSidewaysScroll(player);

    // Staff publish from the back office; the form refuses a direction-changing trick first.
    const staff = await staffMember(browser(), baseUrl, 'mod');
    await staff.goto(`${baseUrl}/admin/announcements`);
    const form = staff.getByRole('form', { name: 'Publish an announcement' });
    await form.getByLabel('Title').fill('Weekend race');
    await form.getByLabel('Message').fill('Pay \u202Egnp.exe');
    await staff.getByTestId('announcement-publish').click();
    await form
      .getByText('Text cannot contain invisible, control or direction-changing characters.')
      .waitFor();
    await form.getByLabel('Message').fill(`${HOSTILE}\nStarts Saturday at noon.`);
    await form.getByLabel('Link (optional)').fill('/promotions');
    await staff.getByTestId('announcement-publish').click();
    await staff.getByRole('list', { name: 'Published announcements' }).getByText('Weekend race').waitFor();
    await screenshot(staff, 'admin-announcements-1440');

    // Live: the badge appears on the player's open page, and the inbox shows it, without a reload.
    await player.getByTestId('notifications-badge').waitFor();
    expect(await player.getByTestId('notifications-badge').innerText()).toBe('1');
    const unread = player.getByTestId('notification-unread');
    await unread.waitFor();
    expect(await unread.innerText()).toContain('<b>Weekend</b> race <script>');
    expect(await player.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await player.locator('main b, main script, main img[src="x"]').count()).toBe(0);
    await screenshot(player, 'notifications-unread-375');
    await expectNoSidewaysScroll(player);

    // Opening it marks it read and follows its link; the badge goes.
    await unread.click();
    await player.waitForURL(/\/promotions$/);
    await player.getByTestId('notifications-badge').waitFor({ state: 'detached' });
    await player.goto(`${baseUrl}/notifications`);
    await player.getByTestId('notification-read').waitFor();
    expect(await player.getByTestId('notifications-unread').innerText()).toBe('You are all caught up.');

    // A second one, marked read with "Mark all read" at desktop width.
    await form.getByLabel('Title').fill('Maintenance tonight');
    await form.getByLabel('Message').fill('The site rests for ten minutes at 2 am.');
    await staff.getByTestId('announcement-publish').click();
    await player.getByTestId('notifications-badge').waitFor();
    await player.setViewportSize(DESKTOP);
    await player.getByText('Maintenance tonight').waitFor();
    await screenshot(player, 'notifications-unread-1440');
    await player.getByRole('button', { name: 'Mark all read' }).click();
    await player.getByTestId('notifications-badge').waitFor({ state: 'detached' });
    await expect.poll(() => player.getByTestId('notification-unread').count()).toBe(0);
    await screenshot(player, 'notifications-read-1440');
    await staff.context().close();
    await player.context().close();
  });
});
