import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testAppForSuite } from '../test/app';

// Behind a balancer every request comes from the balancer's address: the sign-up limit per address
// (AUTH_RATE_LIMIT_PER_MINUTE) must count each player's own address, as X-Forwarded-For tells it, and
// only as the trusted balancer tells it (deploy/nginx/casino.conf overwrites the header).

const BALANCER = '10.0.0.5';

describe('the client address behind a balancer (TRUST_PROXY as its addresses)', () => {
  const t = testAppForSuite({ TRUST_PROXY: `127.0.0.1,${BALANCER}`, AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  // An empty form: refused (422) after the limit is counted, so nothing is written.
  const signUp = (remoteAddress: string, forwardedFor?: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: {},
      })
      .then((response) => response.statusCode);

  it('counts each client behind the balancer apart, and believes no address a client wrote itself', async () => {
    expect([await signUp(BALANCER, '203.0.113.5'), await signUp(BALANCER, '203.0.113.5')]).toEqual([
      422, 422,
    ]);
    expect(await signUp(BALANCER, '203.0.113.5')).toBe(429);
    // Another player behind the same balancer is not held back.
    expect(await signUp(BALANCER, '203.0.113.6')).toBe(422);
    // A client that prepends an address of its choosing is still itself (the balancer appended it).
    expect(await signUp(BALANCER, '198.51.100.1, 203.0.113.5')).toBe(429);
    // A header from a peer that is not the balancer is not believed: the peer is the client.
    expect([await signUp('192.0.2.9', '203.0.113.7'), await signUp('192.0.2.9', '203.0.113.8')]).toEqual([
      422, 422,
    ]);
    expect(await signUp('192.0.2.9', '203.0.113.9')).toBe(429);
  });
});

it('reads TRUST_PROXY as a switch or as addresses and ranges, and refuses anything else', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
    '::1',
    'loopback',
  ]);
  for (const bad of ['yes', '10.0.0.0/33', 'nginx.local', '127.0.0.1,'])
    expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
});
