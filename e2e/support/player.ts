import type { Page } from 'playwright-core';

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

export async function fillLoginForm(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
}
