import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserAvailable: boolean;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the real server (built web app, embedded database in memory, captcha ON so the browser
 * really solves it) on a free port for the browser specs.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  project.provide('baseUrl', baseUrl);
  project.provide('browserAvailable', existsSync(CHROMIUM_PATH));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'true',
      // Still solved by the page on every sign-up, in a tenth of production's work.
      CAPTCHA_MAX_NUMBER: '5000',
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      // Shorter crash rounds than production's, so the crash spec waits seconds rather than minutes.
      CRASH_BETTING_MS: '4000',
      CRASH_PAUSE_MS: '1000',
      CRASH_GROWTH: '0.25',
      // A GC-only and a redeem-only state beside the default twelve blocked ones, for the gates spec.
      STATE_RULES: '{"TX":"gc_only","FL":"redeem_only"}',
      // A block a second, so a crypto deposit confirms in seconds.
      CHAIN_SANDBOX_BLOCK_MS: '1000',
      // A redemption's bank payout waits for staff (or a tester) to settle it, whatever the machine's load.
      ACH_SANDBOX_PAYOUT_SETTLE_MS: '0',
      // A payout that failed while its vendor was out of reach is tried again within 5 s of its return.
      JOB_RETRY_MAX_MS: '5000',
      // No scheduled rain in the lobby a spec reads: the rain spec has staff start one.
      RAIN_EVERY_MINUTES: '0',
      // A rain's warning of 15 s rather than a minute: the rain spec waits it out.
      RAIN_WARNING_SECONDS: '15',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // About 10 s on a quiet machine; a 2-CPU machine shared with other test runs has taken over 60 s
  // (E2E_SERVER_START_SECONDS changes the wait).
  const startSeconds = Number(process.env.E2E_SERVER_START_SECONDS ?? 150);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      // No teardown runs after a failed set-up: a server left starting would outlive the run.
      server.kill('SIGTERM');
      throw new Error(`e2e: the server did not start within ${startSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    server.kill('SIGTERM');
  };
}
