import { describe, expect, it } from 'vitest';
import {
  decisionWebhook,
  playerWithSession,
  sessionOf,
  TEST_WEBHOOK_SECRET,
} from '../modules/identity/test-support';
import { debitOf, payByWidget, payee } from '../modules/wallet/bank/test-support';
import { testAppForSuite } from '../test/app';
import { debitBody } from './ach/webhook';
import { hasValidSignature, hmacHex, signBody } from './hmac';

const ACH_SECRET = 'ach-test-secret-0123456789';
const TOLERANCE = 300;

const t = testAppForSuite({
  IDENTITY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  ACH_WEBHOOK_SECRET: ACH_SECRET,
  // The sandbox bank decides nothing by itself here: only the webhooks this file posts move a debit.
  ACH_SANDBOX_DELAY_MS: '60000',
  ACH_SANDBOX_PAYOUT_SETTLE_MS: '0',
  WEBHOOK_TOLERANCE_SECONDS: String(TOLERANCE),
});

const ENDPOINTS = [
  { url: '/api/webhooks/veriff', header: 'x-hmac-signature', secret: TEST_WEBHOOK_SECRET },
  { url: '/api/webhooks/apt-pay', header: 'x-aptpay-signature', secret: ACH_SECRET },
] as const;

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

function post(url: string, headers: Record<string, string>, payload?: string) {
  return t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
}

describe('the timestamped webhook signature', () => {
  const body = '{"event":"x"}';

  it('accepts its own signature within the window either way, and nothing else', () => {
    expect(hasValidSignature('s', body, signBody('s', body))).toBe(true);
    expect(hasValidSignature('s', body, signBody('s', body, secondsAgo(TOLERANCE - 5)), TOLERANCE)).toBe(
      true,
    );
    expect(hasValidSignature('s', body, signBody('s', body, secondsAgo(5 - TOLERANCE)), TOLERANCE)).toBe(
      true,
    );
    for (const header of [
      signBody('s', body, secondsAgo(TOLERANCE + 5)),
      signBody('s', body, secondsAgo(-TOLERANCE - 5)),
      signBody('other', body),
      signBody('s', `${body} `),
      // The time is inside the MAC: moving it forward breaks the signature.
      signBody('s', body, secondsAgo(TOLERANCE + 5)).replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000)}`),
      hmacHex('s', body),
      '',
      undefined,
      't=abc,v1=00',
    ]) {
      expect(hasValidSignature('s', body, header, TOLERANCE), String(header)).toBe(false);
    }
  });
});

describe.each(ENDPOINTS)('POST $url', ({ url, header, secret }) => {
  it('answers 400 {message, code} to an empty or non-JSON body, never 500', async () => {
    const cases: [Record<string, string>, string | undefined][] = [
      [{}, undefined],
      [{ 'content-type': 'application/json' }, ''],
      [{ 'content-type': 'application/json', [header]: signBody(secret, '') }, ''],
      [{ 'content-type': 'application/json', [header]: signBody(secret, 'not json') }, 'not json'],
      [{ 'content-type': 'text/plain', [header]: signBody(secret, 'hello') }, 'hello'],
      [{ [header]: signBody(secret, '{}') }, undefined],
    ];
    for (const [headers, payload] of cases) {
      const answer = await post(url, headers, payload);
      expect(answer.statusCode, `${JSON.stringify(headers)} ${payload}`).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
    }
  });
});

describe('a captured identity decision', () => {
  it('is refused once stale, from the future, tampered with or unsigned, and changes nothing', async () => {
    const player = await playerWithSession(t);
    const body = JSON.stringify(decisionWebhook(player.sessionId, 'approved'));
    const receipts = () => t.infra.db.selectFrom('identity_webhook_receipts').select('body_hash').execute();
    const before = await receipts();
    for (const signature of [
      signBody(TEST_WEBHOOK_SECRET, body, secondsAgo(TOLERANCE + 60)),
      signBody(TEST_WEBHOOK_SECRET, body, secondsAgo(-TOLERANCE - 60)),
      signBody(TEST_WEBHOOK_SECRET, body.replace('"approved"', '"declined"')),
      // Veriff's own scheme (no time) is not the sandbox's.
      hmacHex(TEST_WEBHOOK_SECRET, body),
    ]) {
      const answer = await post(
        '/api/webhooks/veriff',
        { 'content-type': 'application/json', 'x-hmac-signature': signature },
        body,
      );
      expect(answer.statusCode, signature).toBe(401);
    }
    const unsigned = await post('/api/webhooks/veriff', { 'content-type': 'application/json' }, body);
    expect(unsigned.statusCode).toBe(401);
    expect((await sessionOf(t, player.token)).status).toBe('created');
    expect(await receipts()).toEqual(before);
  });
});

describe('a captured bank event', () => {
  it('is refused once stale or from the future, and the debit stays pending; a fresh one settles it', async () => {
    const player = await payee(t.app);
    const answer = await payByWidget(t.app, player.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const { merchantRefNum } = answer.json() as { merchantRefNum: string };
    const vendor = await t.infra.db
      .selectFrom('sandbox_ach_debits')
      .selectAll()
      .where('reference', '=', merchantRefNum)
      .executeTakeFirstOrThrow();
    const body = debitBody({ id: vendor.id, reference: merchantRefNum, status: 'settled', returnCode: null });
    const send = (signature: string) =>
      post(
        '/api/webhooks/apt-pay',
        { 'content-type': 'application/json', 'x-aptpay-signature': signature },
        body,
      );
    expect((await send(signBody(ACH_SECRET, body, secondsAgo(TOLERANCE + 1)))).statusCode).toBe(401);
    expect((await send(signBody(ACH_SECRET, body, secondsAgo(-TOLERANCE - 1)))).statusCode).toBe(401);
    expect((await debitOf(t.app, player.headers, merchantRefNum)).status).toBe('pending');
    expect((await send(signBody(ACH_SECRET, body))).statusCode).toBe(200);
    expect((await debitOf(t.app, player.headers, merchantRefNum)).status).toBe('settled');
  });
});
