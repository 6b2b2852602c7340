import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP } from './browser';
import { openPage, signUp, type TestPlayer } from './player';
import { callApi, verifyEmail } from './verified';

/**
 * A new player who meets the requirement to chat (docs/chat.md) as a player does: their email verified
 * from the mailed link, and 1,000 GC played on dice. Answers their page and who they are.
 */
export async function chattingPlayer(browser: Browser, baseUrl: string, viewport = DESKTOP) {
  const page = await openPage(browser, viewport);
  page.setDefaultTimeout(30_000);
  const player: TestPlayer = await signUp(page, baseUrl);
  await verifyEmail(page, baseUrl, player);
  await callApi(page, 'POST', '/dicing/seeds', { action: 'update_client', client_seed: 'chat' });
  const play = await callApi(
    page,
    'POST',
    '/dicing',
    { wager: '1000', over: true, multiplier: 2, target: 50 },
    crypto.randomUUID(),
  );
  expect(play.status, JSON.stringify(play.body)).toBe(200);
  return { page, player };
}

/** The chat's messages on the page, as their text. */
export const chatMessages = (page: Page) => page.getByTestId('chat-panel').getByTestId('chat-message');

/** Writes a message in the composer and sends it with Enter, as a keyboard player does. */
export async function say(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}
