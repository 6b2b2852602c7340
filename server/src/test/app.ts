import type { Me } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { outboxSettled } from '../adapters/outbox';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Infrastructure } from '../infrastructure';
import type { JobWorker } from '../jobs';
import type { Eligibility } from '../modules/eligibility';
import { createTestDatabase } from './database';
import { suiteFixture } from './suite-fixture';

export interface TestApp {
  app: FastifyInstance;
  /**
   * The app's infrastructure and the eligibility gates app.ts builds on it: what a test hands a module's
   * own function as its ports, or reads (the database, the ledger, a sandbox vendor's tester controls).
   */
  infra: Infrastructure & { eligibility: Eligibility };
  database: DatabaseHandle;
  /** The app's job worker: `jobs.drain()` runs every due job now. */
  jobs: JobWorker;
  close(): Promise<void>;
}

/**
 * What every test app runs with: captcha off, quiet logs, a sign-up limit no test reaches, no crash
 * runner and no web build; `env` adds to it or overrides it.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_ENABLED: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST: '/nonexistent',
    CRASH_ENABLED: 'false',
    // No scheduled rain: a test starts the rain it looks at.
    RAIN_EVERY_MINUTES: '0',
    ...env,
  });
}

/** A production configuration with the live vendors (their keys made up: no test calls them). */
export const LIVE_VENDORS = {
  NODE_ENV: 'production',
  RADAR_SECRET_KEY: 'test-radar-secret-key-not-used',
  PAYSAFE_API_KEY: 'test-paysafe-key-not-used',
  PAYSAFE_ACCOUNT_ID: '1000000000',
  // Nothing listens there: a test that sends live mail or SMS points these at its own fake server.
  SMTP_URL: 'smtp://test-user:test-pass@127.0.0.1:9',
  MAIL_FROM: 'Casino <no-reply@casino.test>',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'test-twilio-token-not-used',
  TWILIO_FROM: '+15005550006',
  TWILIO_BASE_URL: 'http://127.0.0.1:9',
} as const;

/** The real app on `database`, ready; closing it closes the database too when the app owns it. */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string>,
  ownsDatabase: boolean,
): Promise<TestApp> {
  const { app, infra, eligibility, jobs } = await buildApp({ config: testConfig(env), database });
  await app.ready();
  return {
    app,
    infra: { ...infra, eligibility },
    database,
    jobs,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/**
 * The real app on a fresh database (see `testConfig`). Given another app's database it is a second
 * instance (or a restarted one) on that database, which it leaves open.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  sharedDatabase?: DatabaseHandle,
): Promise<TestApp> {
  if (sharedDatabase) return startTestApp(sharedDatabase, env, false);
  return startTestApp(await createTestDatabase(), env, true);
}

/**
 * The calling suite's app (see `createTestApp`): started before its tests and closed after them. Call
 * it at the top of a file or of a `describe`; its fields are there once the suite's tests run.
 */
export function testAppForSuite(env: Record<string, string> = {}): TestApp {
  return suiteFixture(() => createTestApp(env));
}

let counter = 0;

/** A valid sign-up form with a unique username and email. */
export function newPlayerForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return {
    username: `player_${suffix}`.slice(0, 20),
    email: `player.${suffix}@example.com`,
    password: 'correct horse battery',
    date_of_birth: '1990-05-17',
    state: 'CA',
    terms: true,
    ...overrides,
  };
}

export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  extra = {},
) {
  const form = newPlayerForm(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { form, ...extra },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { access_token: string; user: Me };
  return { form, token: body.access_token, userId: BigInt(body.user.id), user: body.user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Waits until every mail and SMS queued so far is in the sandbox outbox (see `outboxSettled`). */
export async function messagesSent(infra: Pick<Infrastructure, 'db'>): Promise<void> {
  if (!(await outboxSettled(infra.db, 10_000))) throw new Error('queued mail or SMS was not sent in time');
}

/** The newest sandbox message to a recipient (mail or SMS), once every queued one is sent. */
export async function latestOutbox(infra: Infrastructure, recipient: string) {
  await messagesSent(infra);
  return infra.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
