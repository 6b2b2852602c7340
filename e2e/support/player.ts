import { randomUUID } from 'node:crypto';
import { solveCaptchaChallenge } from '@casino/contract';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { recordTraffic } from './traffic';

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
  const context = await browser.newContext({ viewport });
  recordTraffic(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A new player, signed up in a fresh page (desktop width) and shown `path` (`/settings/taxes`). */
export async function newPlayerAt(browser: Browser, baseUrl: string, path: string): Promise<Page> {
  const page = await openPage(browser);
  await signUp(page, baseUrl, path);
  return page;
}

/** The captcha's answer, solved here as the page would solve it (ALTCHA proof of work, single use). */
async function solveCaptcha(baseUrl: string): Promise<string> {
  return solveCaptchaChallenge(await (await fetch(`${baseUrl}/api/captcha/challenge`)).json());
}

/** A player the sign-up API has just made: their form's fields, token and device id. */
export interface SignedUpPlayer extends TestPlayer {
  token: string;
  device: string;
}

/** Signs a new player up through the sign-up API, as the form would (captcha solved here, a new device). */
export async function registerByApi(baseUrl: string, state = 'CA'): Promise<SignedUpPlayer> {
  const player = newPlayer();
  const device = randomUUID();
  const form = { ...player, date_of_birth: '1990-05-17', state, terms: true };
  const answer = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ form, fp: device, captcha: await solveCaptcha(baseUrl) }),
  });
  if (!answer.ok) throw new Error(`e2e: sign-up answered ${answer.status}: ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { ...player, token, device };
}

/** Shows `path` to the player signed in, their token and device id in the page's storage as after the form. */
export async function openSignedIn(page: Page, baseUrl: string, player: SignedUpPlayer, path = '/') {
  // Storage belongs to an origin: a static file of the app's gives the page one without starting the app.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(
    (signedIn) => {
      localStorage.setItem('access_token', signedIn.token);
      localStorage.setItem('device_fp', signedIn.device);
    },
    { token: player.token, device: player.device },
  );
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('header-balance').waitFor({ timeout: 30_000 });
}

/**
 * A new player signed up through the sign-up API, then shown `path` signed in, as if this page had sent
 * the form. For the specs whose subject comes after sign-up; the form itself is `registerInBrowser`'s
 * (auth, identity) and the auth spec's. Loading the sign-up screen and the screen after it cost every
 * spec about 2 s of a CPU per player.
 */
export async function signUp(page: Page, baseUrl: string, path = '/'): Promise<TestPlayer> {
  const player = await registerByApi(baseUrl);
  await openSignedIn(page, baseUrl, player, path);
  return player;
}

/** Signs a new player up through the /auth/register form and waits for the signed-in header. */
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
