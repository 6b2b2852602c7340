import { CHAT_TEXTS } from '@casino/contract';
import { expect, inject, it } from 'vitest';
import { PHONE, screenshot } from './support/browser';
import { chatMessages, chattingPlayer, say } from './support/chat';
import { amountOf, balanceOf, expectNoSidewaysScroll } from './support/games';
import { staffCall, staffMember } from './support/staff';
import { describeInBrowser } from './support/suite';
import { callApi } from './support/verified';

const baseUrl = inject('baseUrl');

describeInBrowser('chat', (browser) => {
  it('two players chat in the lobby live; one ignores the other; staff delete and mute; a fast sender slows down', async () => {
    const [ann, bob] = await Promise.all([
      chattingPlayer(browser(), baseUrl),
      chattingPlayer(browser(), baseUrl),
    ]);
    for (const { page } of [ann, bob]) {
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('chat-column').getByTestId('chat-panel').waitFor();
    }

    // Ann writes with the keyboard; Bob reads it without reloading, and answers naming her.
    await say(ann.page, `hello from ${ann.player.username}`);
    await chatMessages(bob.page)
      .filter({ hasText: `hello from ${ann.player.username}` })
      .waitFor();
    await say(bob.page, `hi @${ann.player.username} <b>bold?</b>`);
    const named = chatMessages(ann.page).filter({ hasText: `hi @${ann.player.username} <b>bold?</b>` });
    await named.waitFor();
    // Markup stays text, and a message naming Ann is lit for her.
    expect(await named.locator('b').count()).toBe(0);
    expect(await named.getAttribute('class')).toContain('ring-accent');

    // Bob tips Ann 100 GC from her name's menu, after a confirmation: both balances move, the room sees it.
    const annBefore = amountOf(await balanceOf(ann.page));
    const bobBefore = amountOf(await balanceOf(bob.page));
    await chatMessages(bob.page)
      .filter({ hasText: `hello from ${ann.player.username}` })
      .getByTestId('chat-sender')
      .click();
    await bob.page.getByTestId('chat-tip-open').click();
    await bob.page.getByLabel('Amount (Gold Coins)').fill('100');
    await bob.page.getByRole('button', { name: 'Continue' }).click();
    await bob.page.getByTestId('tip-send').click();
    await expect
      .poll(async () => amountOf(await balanceOf(ann.page)), { timeout: 15_000 })
      .toBe(annBefore + 100);
    await expect
      .poll(async () => amountOf(await balanceOf(bob.page)), { timeout: 15_000 })
      .toBe(bobBefore - 100);
    await ann.page
      .getByTestId('chat-panel')
      .getByTestId('chat-tip')
      .filter({ hasText: bob.player.username })
      .waitFor();

    // A second message within 3 s: 'Slow down!', and the draft is kept. (The first goes by the API right
    // before, so a slow machine's seconds between two typed messages do not decide the test.)
    await ann.page.waitForTimeout(3_100);
    await ann.page.getByTestId('chat-input').fill('too fast');
    expect(
      (await callApi(ann.page, 'POST', '/chat_messages', { body: 'quick one', roomId: 'lobby' })).status,
    ).toBe(201);
    await ann.page.getByTestId('chat-input').press('Enter');
    await ann.page.getByText(CHAT_TEXTS.slowDownTitle).waitFor();
    await ann.page.getByText(CHAT_TEXTS.slowDown).waitFor();
    expect(await ann.page.getByTestId('chat-input').inputValue()).toBe('too fast');
    await screenshot(ann.page, 'chat-column-desktop');

    // Ann ignores Bob: the spec's confirmation, then his messages are gone, now and later.
    await named.getByTestId('chat-sender').click();
    await ann.page.getByRole('button', { name: 'Ignore' }).click();
    await ann.page.getByRole('dialog').getByRole('heading', { name: CHAT_TEXTS.ignoreTitle }).waitFor();
    await ann.page.getByText(CHAT_TEXTS.ignoreText(bob.player.username)).waitFor();
    await screenshot(ann.page, 'chat-ignore-confirm');
    await ann.page.getByTestId('chat-ignore-yes').click();
    await expect.poll(() => named.count()).toBe(0);
    await bob.page.waitForTimeout(3_100);
    const unheard = `can anyone hear ${bob.player.username}`;
    await say(bob.page, unheard);
    await chatMessages(bob.page).filter({ hasText: unheard }).waitFor();
    await ann.page.reload();
    await ann.page.getByTestId('chat-column').getByTestId('chat-message').first().waitFor();
    expect(await chatMessages(ann.page).filter({ hasText: unheard }).count()).toBe(0);

    // A helper deletes Ann's message from the chat itself: it leaves Bob's screen at once.
    const helper = await staffMember(browser(), baseUrl, 'helper');
    await helper.goto(`${baseUrl}/`);
    const annsLine = chatMessages(helper).filter({ hasText: `hello from ${ann.player.username}` });
    await annsLine.getByTestId('chat-sender').click();
    await helper.getByTestId('chat-delete').click();
    await expect
      .poll(() =>
        chatMessages(bob.page)
          .filter({ hasText: `hello from ${ann.player.username}` })
          .count(),
      )
      .toBe(0);

    // The helper mutes Bob with a reason: his composer says so at once, and the server refuses him.
    const bobId = String((await callApi(bob.page, 'GET', '/user')).body.id);
    const muted = await staffCall(helper, 'POST', '/admin/chat/sanctions', {
      user_id: bobId,
      kind: 'mute',
      minutes: 10,
      reason: 'spamming the lobby',
    });
    expect(muted.status, JSON.stringify(muted.body)).toBe(201);
    const standing = bob.page.getByTestId('chat-standing');
    await standing.waitFor();
    expect(await standing.innerText()).toMatch(/^You are muted until .* Reason: spamming the lobby$/);
    await screenshot(bob.page, 'chat-muted');
    // Three browsers and a dozen steps: on a loaded 2-CPU machine this takes longer than the usual 90 s.
  }, 240_000);

  it('a house rain warns the room, then lands on the players who chat there', async () => {
    const [ann, bob] = await Promise.all([
      chattingPlayer(browser(), baseUrl),
      chattingPlayer(browser(), baseUrl),
    ]);
    for (const { page, player } of [ann, bob]) {
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('chat-room').selectOption('espanol');
      await say(page, `hola de ${player.username}`);
      await chatMessages(page)
        .filter({ hasText: `hola de ${player.username}` })
        .waitFor();
    }
    const before = await Promise.all([ann, bob].map(async ({ page }) => amountOf(await balanceOf(page))));
    const admin = await staffMember(browser(), baseUrl, 'admin');
    const started = await callApi(
      admin,
      'POST',
      '/admin/chat/rains',
      { room_id: 'espanol', gc: '1000', sc: '0', reason: 'e2e rain for the Spanish room' },
      crypto.randomUUID(),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    // The warning stands in the room with its countdown, then the rain lands (RAIN_WARNING_SECONDS later: 15 s in these specs).
    await ann.page.getByTestId('rain-banner').getByTestId('rain-countdown').waitFor();
    await screenshot(ann.page, 'chat-rain-warning');
    await ann.page
      .getByText(/^It rained! \d+ got [\d.,]+ GC each\.$/)
      .first()
      .waitFor({ timeout: 60_000 });
    for (const [index, { page }] of [ann, bob].entries()) {
      await expect
        .poll(async () => amountOf(await balanceOf(page)), { timeout: 15_000 })
        .toBeGreaterThan(before[index] ?? 0);
    }
    await screenshot(ann.page, 'chat-rain-landed');
  }, 240_000);

  it('on a 375 px phone the chat is a page of its own: a player reads live, tips and ignores there', async () => {
    const [{ page, player: ann }, bob] = await Promise.all([
      chattingPlayer(browser(), baseUrl, PHONE),
      chattingPlayer(browser(), baseUrl),
    ]);
    await page.goto(`${baseUrl}/`);
    expect(await page.getByTestId('chat-column').isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Quick' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Chat' }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    // The composer stands above the bottom bar without scrolling, whatever banner the page shows.
    await page.getByTestId('chat-composer').waitFor();
    const composer = await page.getByTestId('chat-composer').boundingBox();
    const bar = await page.getByRole('navigation', { name: 'Quick' }).boundingBox();
    expect(composer && bar, 'composer and bottom bar on screen').toBeTruthy();
    expect((composer?.y ?? 0) + (composer?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
    await say(page, 'hello from a phone 📱');
    await chatMessages(page).filter({ hasText: 'hello from a phone 📱' }).waitFor();

    // Bob writes from a desktop; the phone hears it live.
    await bob.page.goto(`${baseUrl}/`);
    const bobsLine = `greetings from ${bob.player.username}`;
    await say(bob.page, bobsLine);
    const heard = chatMessages(page).filter({ hasText: bobsLine });
    await heard.waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'chat-page-phone');

    // Ann tips Bob 100 GC from his name's menu on the phone: both balances move.
    const bobBefore = amountOf(await balanceOf(bob.page));
    await heard.getByTestId('chat-sender').click();
    await page.getByTestId('chat-tip-open').click();
    await page.getByLabel('Amount (Gold Coins)').fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await screenshot(page, 'chat-tip-confirm-phone');
    await page.getByTestId('tip-send').click();
    await expect
      .poll(async () => amountOf(await balanceOf(bob.page)), { timeout: 15_000 })
      .toBe(bobBefore + 100);
    await page.getByTestId('chat-panel').getByTestId('chat-tip').filter({ hasText: ann.username }).waitFor();

    // Ann ignores Bob on the phone, after the spec's confirmation: his line leaves her screen.
    await heard.getByTestId('chat-sender').click();
    await page.getByRole('button', { name: 'Ignore' }).click();
    await page.getByText(CHAT_TEXTS.ignoreText(bob.player.username)).waitFor();
    await page.getByTestId('chat-ignore-yes').click();
    await expect.poll(() => heard.count()).toBe(0);
  }, 180_000);
});
