/**
 * Time to usable of the first screens a new player meets, on a 375 px phone with Chromium's CPU slowed
 * four times (DevTools' "4x slowdown", a mid-range phone): the production server in its own process on
 * real PostgreSQL serving the built web app (web/dist, built first when missing), each screen opened
 * RUNS times in a fresh browser context (nothing cached), the median reported. Beside each time, what the
 * screen cost once settled (2 s after it was usable): the main thread's busy time (DevTools' TaskDuration,
 * slowed as the CPU is) and the number of DOM nodes it holds.
 *   sign-up  /auth/register filled and sent, until the signed-in header shows the balance (this includes
 *            the captcha's proof of work)
 *   lobby    / for a signed-in player, until the first game tile of the lobby's sliders is visible
 *   wallet   /?tab=bank, until the first bundle can be pressed
 *   game     /casino/dice, until its Play button can be pressed
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), RUNS (default 3), CPU_SLOWDOWN (4),
 *   SCREENS=lobby,wallet measures only those (sign-up always runs: the others use its account),
 *   TRACE=1 prints each run's requests (start and end in ms after the run began), to see what a screen waits for
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../e2e/support/browser';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';

const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const root = new URL('../..', import.meta.url).pathname;
const webDist = `${root}web/dist`;

if (!existsSync(`${webDist}/index.html`)) execSync('npm run build', { cwd: root, stdio: 'inherit' });

/** What a screen cost once settled: main-thread seconds and DOM nodes. */
interface Cost {
  busy: number;
  nodes: number;
}

/** A fresh phone-sized page (no cache, no storage) with the CPU slowed, signed in with `token` if given. */
async function phonePage(
  browser: Browser,
  token?: string,
): Promise<{ page: Page; cost: () => Promise<Cost> }> {
  const context = await browser.newContext({ viewport: PHONE });
  if (token) await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)})`);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (process.env.TRACE) traceRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  const cost = async (): Promise<Cost> => {
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { busy: metric('TaskDuration'), nodes: metric('Nodes') };
  };
  return { page, cost };
}

/** How long after a screen is usable its cost is read: what it still draws then counts too. */
const SETTLE_MS = 2_000;

/** Prints every request of the page when it ends: milliseconds after the page opened, its duration, URL. */
function traceRequests(page: Page): void {
  const opened = performance.now();
  const started = new Map<object, number>();
  page.on('request', (request) => started.set(request, performance.now() - opened));
  page.on('requestfinished', (request) => {
    const start = started.get(request) ?? 0;
    const end = performance.now() - opened;
    console.log(
      `  ${start.toFixed(0).padStart(6)} +${(end - start).toFixed(0).padStart(5)} ms  ${request.url()}`,
    );
  });
}

/** Milliseconds from `start` until `usable` resolves. */
async function timed(start: () => Promise<unknown>, usable: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await start();
  await usable();
  return performance.now() - began;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const bench = await openBenchSchema();
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
const browser = await launchBrowser();
try {
  server = await startBenchServer(bench.url, { WEB_DIST: webDist, CAPTCHA_ENABLED: 'true' });
  const base = server.client.baseUrl;
  // The captcha is on (the sign-up journey solves it as a player's browser does), so the signed-in
  // screens use the account the last sign-up made.
  let token: string | undefined;

  const screens: Record<string, (page: Page) => Promise<number>> = {
    'sign-up → lobby': async (page) => {
      await page.goto(`${base}/auth/register`);
      const suffix = Math.random().toString(36).slice(2, 10);
      await page.getByLabel('Username', { exact: true }).fill(`ttu_${suffix}`);
      await page.getByLabel('Email', { exact: true }).fill(`ttu.${suffix}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
      await page.getByLabel('Date of birth').fill('1990-05-17');
      await page.getByLabel('State of residence').selectOption({ label: 'California' });
      await page.getByRole('checkbox', { name: /18\+/ }).check();
      const took = await timed(
        () => page.getByTestId('register-submit').click(),
        () => page.getByTestId('header-balance').waitFor(),
      );
      token = (await page.evaluate<string | null>("localStorage.getItem('access_token')")) ?? undefined;
      return took;
    },
    lobby: (page) =>
      timed(
        () => page.goto(`${base}/`),
        () => page.getByTestId('lobby-tile').first().waitFor(),
      ),
    wallet: (page) =>
      timed(
        () => page.goto(`${base}/?tab=bank`),
        () => page.locator('[data-testid^="bundle-"]:enabled').first().waitFor(),
      ),
    'game (dice)': (page) =>
      timed(
        () => page.goto(`${base}/casino/dice`),
        () => page.locator('[data-testid="play"]:enabled').first().waitFor(),
      ),
  };

  const rows: string[] = [];
  const only = process.env.SCREENS?.split(',');
  for (const [name, measure] of Object.entries(screens)) {
    if (only && !name.startsWith('sign-up') && !only.some((wanted) => name.startsWith(wanted))) continue;
    const times: number[] = [];
    const costs: Cost[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { page, cost } = await phonePage(browser, name.startsWith('sign-up') ? undefined : token);
      times.push(await measure(page));
      costs.push(await cost());
      await page.context().close();
    }
    const busy = median(costs.map((c) => c.busy));
    const nodes = median(costs.map((c) => c.nodes));
    rows.push(
      `${name.padEnd(18)} ${(median(times) / 1000).toFixed(2).padStart(6)} s   main thread ${busy.toFixed(2).padStart(5)} s   ${String(nodes).padStart(6)} nodes   (runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')})`,
    );
  }
  console.log(
    `\nTime to usable at 375 px, CPU ×${CPU_SLOWDOWN} slower, fresh context each run, median of ${RUNS}; PostgreSQL ${shownDatabaseUrl()}\n`,
  );
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await server?.stop();
  await bench.drop();
}
