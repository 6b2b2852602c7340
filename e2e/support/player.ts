import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from './browser';

let counter = 0;

export interface TestPlayer {
  username: string;
  email: string;
  password: string;
}

export function newPlayer(): TestPlayer {
  counter += 1;
  const suffix = `${Date.now().toString(36).slice(-6)}${counter}${Math.floor(Math.random() * 1000)}`;
  return { username: `e2e_${suffix}`, email: `e2e.${suffix}@example.com`, password: 'a long enough secret' };
}

/** Fills the sign-up form the way a player does (the captcha is solved by the page itself). */
export async function fillRegisterForm(page: Page, player: TestPlayer, state = 'California'): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(player.username);
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('State of residence').selectOption({ label: state });
  await page.getByRole('checkbox', { name: /18\+/ }).check();
}

/** Fills the sign-in form with `login` (username or email) and `password` and sends it. */
export async function submitLoginForm(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** A new browser page (its own storage) at the given size. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A new player, signed up in a fresh page (desktop width), then sent to `path` (`/settings/taxes`). */
export async function newPlayerAt(browser: Browser, baseUrl: string, path: string): Promise<Page> {
  const page = await openPage(browser);
  await registerInBrowser(page, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** Signs a new player up through /auth/register and waits for the signed-in header. */
export async function registerInBrowser(page: Page, baseUrl: string): Promise<TestPlayer> {
  const player = newPlayer();
  await page.goto(`${baseUrl}/auth/register`);
  await fillRegisterForm(page, player);
  await page.getByTestId('register-submit').click();
  // The sign-up first solves the captcha's proof of work in the page: on a loaded 2-CPU machine that
  // alone has taken longer than the usual 15 s.
  await page.getByTestId('header-balance').waitFor({ timeout: 40_000 });
  return player;
}
