import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/app';

/**
 * The sandbox vendors' controls that make or move coins (a bank's or a chain's decision, the payout
 * clock) answer only on this machine, never to another address or through a proxy (issue 20). They
 * refuse before anything is read, so the references here need not exist.
 */
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = bearer((await registerPlayer(t.app)).token);
});
afterAll(() => t.close());

const controls: [method: 'POST' | 'PUT', url: string, payload: object][] = [
  ['POST', '/api/sandbox/apt-pay/debits/ach-1/decide', { outcome: 'settled' }],
  [
    'POST',
    '/api/sandbox/apt-pay/disbursements/redemption-1/decide',
    { outcome: 'failed', failure_code: 'R03' },
  ],
  ['PUT', '/api/sandbox/apt-pay/disbursements/settlement', { settle_after_ms: 0 }],
  ['POST', '/api/sandbox/chain/deposits', { address: 'x', network: 'x', currency: 'BTC', amount: '1' }],
  ['POST', '/api/sandbox/chain/deposits/0xabc/replay', {}],
];

describe('sandbox money controls', () => {
  it.each(controls)(
    '%s %s answers 403 from another address or through a proxy',
    async (method, url, payload) => {
      for (const from of [
        { remoteAddress: '203.0.113.9' },
        { headers: { 'x-forwarded-for': '203.0.113.9' } },
      ]) {
        const answer = await t.app.inject({
          method,
          url,
          payload,
          ...from,
          headers: { ...headers, ...('headers' in from ? from.headers : {}) },
        });
        expect(answer.statusCode, JSON.stringify(from)).toBe(403);
        expect(answer.json().message).toBe('Sandbox controls answer only on this machine.');
      }
    },
  );
});
