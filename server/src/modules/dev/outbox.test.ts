import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, LIVE_VENDORS, testAppForSuite } from '../../test/app';

const REMOTE = '203.0.113.9';
/** Spellings of the outbox's paths that the router decodes to the same routes. */
const ENCODED_PATHS = [
  '/api/%64ev/outbox',
  '/api/dev/%6futbox',
  '/api/%64%65%76/%6F%75%74%62%6F%78',
  '/%64ev/outbox',
  '/dev/outbo%78',
];

describe('sandbox outbox', () => {
  const t = testAppForSuite();

  it('answers this machine, without caching, in development and test', async () => {
    const api = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ url: '/dev/outbox', remoteAddress: '::1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('refuses a remote address however the path is encoded', async () => {
    for (const url of ['/api/dev/outbox', '/dev/outbox', ...ENCODED_PATHS]) {
      const answer = await t.app.inject({ url, remoteAddress: REMOTE });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses a request forwarded by a proxy on this machine', async () => {
    for (const headers of [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }]) {
      const answer = await t.app.inject({ url: '/api/%64ev/outbox', remoteAddress: '127.0.0.1', headers });
      expect(answer.statusCode).toBe(403);
    }
  });
});

describe('sandbox outbox under production', () => {
  it('is on by default only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SANDBOX_OUTBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SANDBOX_OUTBOX).toBe(true);
    expect(loadConfig(LIVE_VENDORS).SANDBOX_OUTBOX).toBe(false);
    expect(loadConfig({ ...LIVE_VENDORS, SANDBOX_OUTBOX: 'true' }).SANDBOX_OUTBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SANDBOX_OUTBOX: 'false' }).SANDBOX_OUTBOX).toBe(false);
  });

  it('is not served at all unless an operator turns it on', async () => {
    const production = await createTestApp(LIVE_VENDORS);
    try {
      for (const url of ['/api/dev/outbox', ...ENCODED_PATHS.filter((u) => u.startsWith('/api/'))]) {
        const answer = await production.app.inject({ url, remoteAddress: '127.0.0.1' });
        expect(answer.statusCode, url).toBe(404);
      }
      // Outside /api the path falls to the web app, which has no such page.
      expect(
        (await production.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
    const optedIn = await createTestApp({ ...LIVE_VENDORS, SANDBOX_OUTBOX: 'true' });
    try {
      expect(
        (await optedIn.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode,
      ).toBe(200);
      expect((await optedIn.app.inject({ url: '/api/%64ev/outbox', remoteAddress: REMOTE })).statusCode).toBe(
        403,
      );
    } finally {
      await optedIn.close();
    }
  });
});
