import {
  ACH_RETURN_CODES,
  BANK_TEXTS,
  PAYEE_VERIFICATION_COMPLETED_EVENT,
  WALLET_TEXTS,
} from '@casino/contract';
import { describe, expect, it } from 'vitest';
import type { SandboxAch } from '../../adapters/ach/sandbox';
import { debitBody, payeeVerificationBody } from '../../adapters/ach/webhook';
import { signBody } from '../../adapters/hmac';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { serverSecret } from '../../secrets';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, testAppForSuite } from '../../test/app';
import {
  addByNumbers,
  debitOf,
  decide,
  IDENTITY,
  payByWidget,
  payee,
  statement,
  useWidget,
} from './bank/test-support';
import { balances, type Headers, ladderBundle, purchaser } from './test-support';

const t = testAppForSuite({ PAYMENTS_SANDBOX_DELAY_MS: '0', ACH_SANDBOX_DELAY_MS: '0' });

const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Pays by widget and answers the pending debit. */
async function pendingDebit(headers: Headers, price = '9.99') {
  const answer = await payByWidget(t.app, headers, price);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { merchantRefNum: string; status: string };
}

describe('the payee (add/identity, validatessn, verify)', () => {
  it('refuses each identity field by the rules of spec §5, per field', async () => {
    const p = await purchaser(t.app);
    const answer = await post('/api/apt-pay/add/identity', p.headers, {
      ...IDENTITY,
      first_name: 'Ada1',
      zip: '12',
      phone: '+1 916',
      address1: 'abc',
      dateOfBirth: '17/05/1990',
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual([
      'address1',
      'dateOfBirth',
      'first_name',
      'phone',
      'zip',
    ]);
  });

  it('registers the player, then validates the SSN keeping only its last four digits', async () => {
    const p = await purchaser(t.app);
    expect((await t.app.inject({ url: '/api/apt-pay/verify', headers: p.headers })).json()).toEqual({
      identity: false,
      ssn_validated: false,
    });
    expect((await post('/api/apt-pay/validatessn', p.headers, { ssn: '123-45-6789' })).json()).toMatchObject({
      message: BANK_TEXTS.noPayee,
    });
    expect((await post('/api/apt-pay/add/identity', p.headers, IDENTITY)).statusCode).toBe(200);
    const refused = await post('/api/apt-pay/validatessn', p.headers, { ssn: '000-12-3456' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: BANK_TEXTS.invalidSsn,
      code: 'PAYMENT_FAILED',
    });
    expect((await post('/api/apt-pay/validatessn', p.headers, { ssn: '12345' })).statusCode).toBe(422);
    const validated = await post('/api/apt-pay/validatessn', p.headers, { ssn: '123-45-6789' });
    expect(validated.json()).toEqual({ identity: true, ssn_validated: true });
    const row = await t.infra.db
      .selectFrom('ach_payees')
      .select('ssn_last4')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(row.ssn_last4).toBe('6789');
  });

  it('opens no widget before the identity form', async () => {
    const p = await purchaser(t.app);
    const answer = await t.app.inject({ url: '/api/apt-pay/verification', headers: p.headers });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(BANK_TEXTS.noPayee);
  });
});

describe('linking through the widget', () => {
  it('answers a failed link with the Flinks text and an error code, a cancelled one with a 422', async () => {
    const p = await payee(t.app);
    const bundle = await ladderBundle(t.app, p.headers, '9.99');
    for (const outcome of ['failed', 'cancelled'] as const) {
      const widget = await useWidget(t.app, p.headers, outcome);
      const answer = await post('/api/apt-pay/ach-debit/flinks', p.headers, {
        amount: bundle.price,
        result: widget.result,
        referenceId: widget.referenceId,
        bundleId: bundle.id,
      });
      expect(answer.statusCode).toBe(outcome === 'failed' ? 402 : 422);
      if (outcome === 'failed')
        expect(answer.json()).toMatchObject({ message: BANK_TEXTS.flinksError, code: 'PAYMENT_FAILED' });
    }
    expect((await t.app.inject({ url: '/api/apt-pay/getaccounts', headers: p.headers })).json()).toEqual([]);
  });

  it('saves the linked account by its last four digits and debits it, crediting nothing while pending', async () => {
    const p = await payee(t.app);
    const before = await balances(t.app, p.headers);
    const debit = await pendingDebit(p.headers);
    expect(debit).toMatchObject({ status: 'pending', message: BANK_TEXTS.debitPending });
    const accounts = (await t.app.inject({ url: '/api/apt-pay/getaccounts', headers: p.headers })).json();
    expect(accounts).toEqual([
      {
        id: expect.any(Number),
        bank_name: 'First Sandbox Bank',
        last4: expect.stringMatching(/^\d{4}$/),
        status: 'verified',
      },
    ]);
    expect(await balances(t.app, p.headers)).toEqual(before);
  });
});

describe('the vendor says a payee verification finished (spec §4)', () => {
  it('tells the player’s own channel, whatever the outcome, by the signed webhook', async () => {
    const p = await payee(t.app);
    const other = await payee(t.app);
    const told = (userId: bigint) =>
      t.infra.db
        .selectFrom('event_outbox')
        .select('payload')
        .where('channel', '=', `App.User.${userId}`)
        .where('event', '=', PAYEE_VERIFICATION_COMPLETED_EVENT)
        .orderBy('id')
        .execute();
    const linked = await useWidget(t.app, p.headers, 'linked');
    const failed = await useWidget(t.app, p.headers, 'failed');
    await (t.infra.ach as SandboxAch).settled();
    expect((await told(p.userId)).map((row) => row.payload)).toEqual([
      { result: 'linked', referenceId: linked.referenceId, error_code: null },
      { result: 'failed', referenceId: failed.referenceId, error_code: expect.any(String) },
    ]);
    expect(await told(other.userId)).toEqual([]);
  });

  it('ignores a payee that is none of ours', async () => {
    const before = await t.infra.db.selectFrom('event_outbox').select('id').execute();
    const body = payeeVerificationBody({
      payeeId: 'payee-of-another-merchant',
      reference: 'ref-1',
      result: 'linked',
      errorCode: null,
    });
    const secret = await serverSecret(t.infra.db, 'ach-webhook');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/apt-pay',
      headers: { 'content-type': 'application/json', 'x-aptpay-signature': signBody(secret, body) },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    expect(await t.infra.db.selectFrom('event_outbox').select('id').execute()).toHaveLength(before.length);
  });
});

describe('a debit settles or comes back', () => {
  it('credits the purchase once when it settles, whatever webhook is sent again', async () => {
    const p = await payee(t.app);
    const debit = await pendingDebit(p.headers);
    expect((await decide(t.app, t.infra, p.headers, debit.merchantRefNum, 'settled')).statusCode).toBe(200);
    // 10,000 sign-up GC + 2 × 99,900 (first purchase); 1 sign-up SC + 9.99.
    expect(await balances(t.app, p.headers)).toMatchObject({ gc: '209800.00', sc: { unplayed: '10.99' } });
    expect(await debitOf(t.app, p.headers, debit.merchantRefNum)).toMatchObject({
      status: 'settled',
      message: null,
    });

    const vendor = await t.infra.db
      .selectFrom('sandbox_ach_debits')
      .selectAll()
      .where('reference', '=', debit.merchantRefNum)
      .executeTakeFirstOrThrow();
    const body = debitBody({
      id: vendor.id,
      reference: vendor.reference,
      status: 'settled',
      returnCode: null,
    });
    const secret = await serverSecret(t.infra.db, 'ach-webhook');
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/webhooks/apt-pay',
          headers: { 'content-type': 'application/json', 'x-aptpay-signature': signBody(secret, body) },
          payload: body,
        }),
      ),
    );
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await balances(t.app, p.headers)).gc).toBe('209800.00');
    const me = (await t.app.inject({ url: '/api/user', headers: p.headers })).json();
    expect(me.total_purchases).toBe('9.99');
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });

  it('never credits a returned debit, and says why', async () => {
    const p = await payee(t.app);
    const before = await balances(t.app, p.headers);
    const debit = await pendingDebit(p.headers);
    await decide(t.app, t.infra, p.headers, debit.merchantRefNum, 'returned', 'R01');
    expect(await debitOf(t.app, p.headers, debit.merchantRefNum)).toEqual({
      merchantRefNum: debit.merchantRefNum,
      status: 'returned',
      return_code: 'R01',
      message: ACH_RETURN_CODES.R01,
    });
    // A late "settled" for a returned debit changes nothing.
    await decide(t.app, t.infra, p.headers, debit.merchantRefNum, 'settled');
    expect(await balances(t.app, p.headers)).toEqual(before);
    const purchase = await t.infra.db
      .selectFrom('purchases')
      .select(['status', 'credited_gc'])
      .where('merchant_ref_num', '=', debit.merchantRefNum)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ status: 'failed', credited_gc: null });
  });

  it('freezes the player when the bank returns a debit after it settled', async () => {
    const p = await payee(t.app);
    const debit = await pendingDebit(p.headers);
    await decide(t.app, t.infra, p.headers, debit.merchantRefNum, 'settled');
    await decide(t.app, t.infra, p.headers, debit.merchantRefNum, 'returned', 'R10');
    const me = (await t.app.inject({ url: '/api/user', headers: p.headers })).json();
    expect(me).toMatchObject({ is_frozen: true, freeze_reason: WALLET_TEXTS.frozenReason });
    expect((await payByWidget(t.app, p.headers)).statusCode).toBe(403);
  });

  it('the poll applies a decision whose webhook has not arrived yet', async () => {
    const slow = await createTestApp({ ACH_SANDBOX_DELAY_MS: '60000' });
    try {
      const p = await payee(slow.app);
      const answer = await payByWidget(slow.app, p.headers);
      const ref = answer.json().merchantRefNum as string;
      await slow.app.inject({
        method: 'POST',
        url: `/api/sandbox/apt-pay/debits/${ref}/decide`,
        headers: p.headers,
        payload: { outcome: 'settled' },
      });
      expect((await balances(slow.app, p.headers)).gc).toBe('10000.00');
      expect(await debitOf(slow.app, p.headers, ref)).toMatchObject({ status: 'settled' });
      expect((await balances(slow.app, p.headers)).gc).toBe('209800.00');
    } finally {
      await slow.close();
    }
  });

  it('debits once per Idempotency-Key', async () => {
    const p = await payee(t.app);
    const first = await payByWidget(t.app, p.headers, '9.99', 'bank-key-1');
    const again = await payByWidget(t.app, p.headers, '9.99', 'bank-key-1');
    expect(again.json().merchantRefNum).toBe(first.json().merchantRefNum);
    const count = await t.infra.db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('checks the purchase gates when the debit is created', async () => {
    const p = await payee(t.app);
    await t.infra.db
      .updateTable('users')
      .set({ purchases_blocked: true })
      .where('id', '=', p.userId)
      .execute();
    const answer = await payByWidget(t.app, p.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(WALLET_TEXTS.cannotPurchase);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const body = debitBody({ id: 'debit-x', reference: 'ach-x', status: 'settled', returnCode: null });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/apt-pay',
      headers: { 'content-type': 'application/json', 'x-aptpay-signature': 'a'.repeat(64) },
      payload: body,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('micro-deposits and saved accounts', () => {
  it('verifies an account by its two deposits, then buys with it', async () => {
    const p = await payee(t.app);
    const account = await addByNumbers(t.app, p.headers);
    expect(account).toEqual({
      id: expect.any(Number),
      bank_name: 'Bank 0110',
      last4: '9012',
      status: 'micro_pending',
    });
    const bundle = await ladderBundle(t.app, p.headers, '4.99');
    const order = { account_id: account.id, bundleId: bundle.id, amount: bundle.price };
    const early = await post('/api/apt-pay/ach-debit/create', p.headers, order);
    expect(early.json()).toMatchObject({ message: BANK_TEXTS.accountNotVerified });
    const [one, two] = await statement(t.app, p.headers, account.id);
    const wrong = await post('/api/apt-pay/verify-micro', p.headers, {
      account_id: account.id,
      amount1: (one % 99) + 1,
      amount2: two,
    });
    expect(wrong.statusCode).toBe(402);
    expect(wrong.json().message).toBe('The amounts do not match (2 tries left). (error code MICRO_MISMATCH)');
    const right = await post('/api/apt-pay/verify-micro', p.headers, {
      account_id: account.id,
      amount1: two,
      amount2: one,
    });
    expect(right.json()).toMatchObject({ status: 'verified' });
    const debit = await post('/api/apt-pay/ach-debit/create', p.headers, order);
    expect(debit.json()).toMatchObject({ status: 'pending' });
    await decide(t.app, t.infra, p.headers, debit.json().merchantRefNum, 'settled');
    expect((await balances(t.app, p.headers)).gc).toBe('109800.00');
  });

  it('locks the account after three wrong tries', async () => {
    const p = await payee(t.app);
    const account = await addByNumbers(t.app, p.headers);
    const [one, two] = await statement(t.app, p.headers, account.id);
    const tryWrong = () =>
      post('/api/apt-pay/verify-micro', p.headers, {
        account_id: account.id,
        amount1: (one % 99) + 1,
        amount2: two,
      });
    await tryWrong();
    await tryWrong();
    const third = await tryWrong();
    expect(third.json()).toMatchObject({ message: `${BANK_TEXTS.microLocked} (error code MICRO_LOCKED)` });
    expect((await t.app.inject({ url: '/api/apt-pay/getaccounts', headers: p.headers })).json()).toEqual([]);
  });

  it('removes a saved account; another player cannot see, verify, remove or use it', async () => {
    const p = await payee(t.app);
    const other = await payee(t.app);
    const account = await addByNumbers(t.app, p.headers);
    const bundle = await ladderBundle(t.app, other.headers, '4.99');
    const theirs = [
      await post(`/api/apt-pay/removesaved/${account.id}`, other.headers),
      await post('/api/apt-pay/verify-micro', other.headers, {
        account_id: account.id,
        amount1: 1,
        amount2: 2,
      }),
      await post('/api/apt-pay/ach-debit/create', other.headers, {
        account_id: account.id,
        bundleId: bundle.id,
        amount: bundle.price,
      }),
      await t.app.inject({ url: `/api/sandbox/apt-pay/statement/${account.id}`, headers: other.headers }),
    ];
    expect(theirs.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    const removed = await post(`/api/apt-pay/removesaved/${account.id}`, p.headers);
    expect(removed.json()).toEqual([]);
    expect((await post(`/api/apt-pay/removesaved/${account.id}`, p.headers)).statusCode).toBe(404);
  });

  it('never answers or stores the full account number', async () => {
    const p = await payee(t.app);
    await addByNumbers(t.app, p.headers);
    const listed = await t.app.inject({ url: '/api/apt-pay/getaccounts', headers: p.headers });
    expect(listed.body).not.toContain('123456789012');
    const rows = await t.infra.db
      .selectFrom('ach_accounts')
      .selectAll()
      .where('user_id', '=', p.userId)
      .execute();
    expect(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      '123456789012',
    );
  });
});

describe('with live vendors', () => {
  it('has no tester controls, and bank transfers refuse', async () => {
    const live = await createTestApp(LIVE_VENDORS);
    try {
      const p = await registerPlayer(live.app);
      const headers = bearer(p.token);
      expect(live.infra.ach).toBeNull();
      const widget = await live.app.inject({
        method: 'POST',
        url: '/api/sandbox/apt-pay/widget/00000000-0000-4000-8000-000000000000',
        payload: { bank_name: 'x', outcome: 'linked' },
      });
      expect(widget.statusCode).toBe(404);
      const added = await live.app.inject({
        method: 'POST',
        url: '/api/apt-pay/add/identity',
        headers,
        payload: IDENTITY,
      });
      expect(added.json()).toMatchObject({ message: BANK_TEXTS.unavailable });
    } finally {
      await live.close();
    }
  });
});
