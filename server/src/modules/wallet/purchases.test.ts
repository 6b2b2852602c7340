import {
  breakActiveText,
  paymentStatusText,
  RESPONSIBLE_PLAY_TEXTS,
  THREE_D_SECURE_CODES,
  THREE_D_SECURE_MESSAGES,
  WALLET_TEXTS,
} from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, testAppForSuite } from '../../test/app';
import {
  balances,
  buy,
  checkedOut,
  checkout,
  finalise,
  GOOD_CARD,
  type Headers,
  ladderBundle,
  paymentResult,
  purchaser,
  startedPayment,
  startPayment,
} from './test-support';

const t = testAppForSuite({
  PAYMENTS_SANDBOX_DELAY_MS: '0',
  STATE_RULES: '{"TX":"gc_only"}',
  VERIFICATION_TOTAL_PURCHASES_USD: '100',
});

const me = async (headers: Headers) => (await t.app.inject({ url: '/api/user', headers })).json();
const confirm = (headers: Headers, status: 1 | 2) =>
  t.app.inject({ method: 'POST', url: '/api/confirmpayment', headers, payload: { status } });

describe('buying a bundle by card', () => {
  it('credits GC (doubled on the first purchase) and free SC unplayed, once, whatever is sent twice', async () => {
    const p = await purchaser(t.app);
    const { start, token, finalised } = await buy(t.app, p.headers, '9.99');
    expect(finalised.json()).toMatchObject({ status: 'COMPLETED' });
    expect(start.amount).toBe(999);
    // 10,000 sign-up GC + 2 × 99,900; 1 sign-up SC + 9.99.
    expect(await balances(t.app, p.headers)).toMatchObject({ gc: '209800.00', sc: { unplayed: '10.99' } });
    const again = await finalise(t.app, p.headers, start, token);
    expect(again.json()).toMatchObject({ status: 'COMPLETED', order_id: finalised.json().order_id });
    expect(await paymentResult(t.app, p.headers, start.merchantRefNum)).toEqual({
      result: true,
      status: 'COMPLETED',
      message: null,
    });
    expect((await balances(t.app, p.headers)).gc).toBe('209800.00');
    expect(await me(p.headers)).toMatchObject({ total_purchases: '9.99' });
    const second = await buy(t.app, p.headers, '1.99');
    expect(second.finalised.statusCode).toBe(200);
    expect((await balances(t.app, p.headers)).gc).toBe('229700.00');
  });

  it('the same Idempotency-Key answers the first finalise', async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/paysafe/finalise',
        headers: { ...p.headers, 'idempotency-key': 'finalise-once' },
        payload: { merchantRefNum: start.merchantRefNum, amount: 199, paymentHandleToken },
      });
    expect((await send()).body).toBe((await send()).body);
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
  });

  it('a declined card answers that the payment was declined and credits nothing', async () => {
    const p = await purchaser(t.app);
    const refused = await buy(t.app, p.headers, '4.99', '4000000000000002');
    expect(refused.finalised.statusCode).toBe(402);
    expect(refused.finalised.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: paymentStatusText('FAILED'),
    });
    expect(await paymentResult(t.app, p.headers, refused.start.merchantRefNum)).toMatchObject({
      result: false,
      status: 'FAILED',
    });
    expect((await balances(t.app, p.headers)).gc).toBe('10000.00');
  });

  it('a 3-D Secure challenge: passed, the payment goes through; failed, the checkout calls back 5107', async () => {
    const p = await purchaser(t.app);
    const start = await startedPayment(t.app, p.headers);
    expect(await checkout(t.app, start.merchantRefNum, '4000000000003220')).toMatchObject({
      status: 'CHALLENGE',
    });
    const passed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/paysafe/${start.merchantRefNum}/challenge`,
      payload: { pass: true },
    });
    expect((await finalise(t.app, p.headers, start, passed.json().paymentHandleToken)).statusCode).toBe(200);
    const other = await startedPayment(t.app, p.headers);
    await checkout(t.app, other.merchantRefNum, '4000000000003220');
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/paysafe/${other.merchantRefNum}/challenge`,
      payload: { pass: false },
    });
    expect(failed.json()).toMatchObject({ status: 'FAILED', error: { code: 5107 } });
  });

  it('each 3-D Secure code 5100–5125 and 6000 comes back from its test card, with a message of its own', async () => {
    expect(THREE_D_SECURE_CODES).toHaveLength(27);
    expect(new Set(Object.values(THREE_D_SECURE_MESSAGES)).size).toBe(27);
    // A player starts at most ten payments a minute: a new one for each ten codes.
    let p = await purchaser(t.app);
    for (const [i, code] of THREE_D_SECURE_CODES.entries()) {
      if (i > 0 && i % 10 === 0) p = await purchaser(t.app);
      const start = await startedPayment(t.app, p.headers);
      const answer = await checkout(t.app, start.merchantRefNum, `400000000000${code}`);
      expect(answer, String(code)).toMatchObject({
        status: 'FAILED',
        paymentHandleToken: null,
        error: { code },
      });
    }
    expect((await balances(t.app, p.headers)).gc).toBe('10000.00');
  });

  it('a pending payment answers PROCESSING, the poll says nothing yet, and credits once it settles', async () => {
    const p = await purchaser(t.app);
    const pending = await buy(t.app, p.headers, '1.99', '4000000000000077');
    expect(pending.finalised.json()).toMatchObject({ message: paymentStatusText('PROCESSING') });
    const ref = pending.start.merchantRefNum;
    expect(await paymentResult(t.app, p.headers, ref)).toEqual({
      result: null,
      status: 'PROCESSING',
      message: null,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/paysafe/${ref}/settle`,
      payload: { status: 'COMPLETED' },
    });
    expect(await paymentResult(t.app, p.headers, ref)).toMatchObject({ result: true });
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
    expect(await paymentResult(t.app, p.headers, ref)).toMatchObject({ result: true });
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
  });

  it('a handle unused for 15 minutes expires', async () => {
    const p = await purchaser(t.app);
    const start = await startedPayment(t.app, p.headers);
    await sql`UPDATE sandbox_payment_handles SET created_at = now() - interval '16 minutes'
               WHERE merchant_ref_num = ${start.merchantRefNum}`.execute(t.infra.db);
    const view = await t.app.inject({ url: `/api/sandbox/paysafe/${start.merchantRefNum}` });
    expect(view.json()).toMatchObject({ status: 'EXPIRED', amount: 199 });
    expect(await checkout(t.app, start.merchantRefNum, GOOD_CARD)).toMatchObject({ status: 'EXPIRED' });
  });

  it("another player's payment is not found; a wrong amount or bundle is refused", async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers);
    const other = await purchaser(t.app);
    const stolen = await finalise(t.app, other.headers, start, paymentHandleToken);
    expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', message: WALLET_TEXTS.noSuchPayment });
    const wrong = await finalise(t.app, p.headers, { ...start, amount: 1 }, paymentHandleToken);
    expect(wrong.json()).toMatchObject({ message: WALLET_TEXTS.wrongAmount });
    const bundle = await ladderBundle(t.app, p.headers, '1.99');
    const cheap = await startPayment(t.app, p.headers, { id: bundle.id, price: '0.99' });
    expect(cheap.json()).toMatchObject({ errors: { amount: [WALLET_TEXTS.wrongAmount] } });
    const missing = await startPayment(t.app, p.headers, { id: 99_999, price: '1.99' });
    expect(missing.json()).toMatchObject({ errors: { bundleId: [WALLET_TEXTS.noSuchBundle] } });
  });
});

describe('payment methods', () => {
  it('pay by bank needs the billing address; with it, a test account pays', async () => {
    const p = await purchaser(t.app);
    const bundle = await ladderBundle(t.app, p.headers, '4.99');
    const bare = await startPayment(t.app, p.headers, bundle, { payment_method: 'pay_by_bank', zip: '123' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toMatchObject({ zip: ['Please enter correct details'] });
    const billing = {
      address_line1: '1 Main St',
      city: 'Austin',
      state: 'CA',
      zip: '90001',
      phone: '5551234567',
    };
    const ok = await startPayment(t.app, p.headers, bundle, { payment_method: 'pay_by_bank', ...billing });
    const start = ok.json();
    expect(start.checkoutUrl).toBe(`/bank/test/ach?ref=${start.merchantRefNum}`);
    const handle = await checkout(t.app, start.merchantRefNum, { account_number: '111111111' });
    expect((await finalise(t.app, p.headers, start, handle.paymentHandleToken as string)).statusCode).toBe(
      200,
    );
  });

  it('Apple Pay in the US and Canada only, judged by the location check rather than the browser', async () => {
    const p = await purchaser(t.app);
    const bundle = await ladderBundle(t.app, p.headers, '1.99');
    const claimed = await startPayment(t.app, p.headers, bundle, {
      payment_method: 'applePay',
      country: 'GB',
    });
    expect(claimed.statusCode).toBe(200);
    // With no check yet, the browser's country is all there is; the location gate refuses later anyway.
    const unlocated = bearer((await registerPlayer(t.app)).token);
    const abroad = await startPayment(t.app, unlocated, bundle, {
      payment_method: 'applePay',
      country: 'GB',
    });
    expect(abroad.json()).toMatchObject({ errors: { payment_method: [WALLET_TEXTS.applePayCountry] } });
  });
});

describe('purchase gates', () => {
  it('a break refuses the purchase with the spec text', async () => {
    const p = await purchaser(t.app);
    const taken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/responsible-play/break',
        headers: p.headers,
        payload: { days: 1 },
      })
    ).json();
    const refused = await startPayment(t.app, p.headers, await ladderBundle(t.app, p.headers, '1.99'));
    expect(refused.json()).toMatchObject({
      code: 'PLAY_RESTRICTED',
      message: breakActiveText(new Date(taken.break.till)),
    });
  });

  it('a purchase limit counts completed purchases', async () => {
    const p = await purchaser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/responsible-play/limits',
      headers: p.headers,
      payload: { kind: 'purchase', period: 'day', value: '12' },
    });
    await buy(t.app, p.headers, '9.99');
    const refused = await startPayment(t.app, p.headers, await ladderBundle(t.app, p.headers, '4.99'));
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: RESPONSIBLE_PLAY_TEXTS.purchaseLimit,
    });
  });

  it('past the configured total an unverified player must verify', async () => {
    const p = await purchaser(t.app);
    await buy(t.app, p.headers, '99.99');
    const refused = await startPayment(t.app, p.headers, await ladderBundle(t.app, p.headers, '1.99'));
    expect(refused.json()).toMatchObject({ code: 'VERIFICATION_REQUIRED' });
  });

  it('without a location check the purchase is refused; in a GC-only state no SC comes with the bundle', async () => {
    const unlocated = await registerPlayer(t.app);
    const headers = bearer(unlocated.token);
    const refused = await startPayment(t.app, headers, await ladderBundle(t.app, headers, '1.99'));
    expect(refused.json()).toMatchObject({ code: 'LOCATION_REQUIRED' });
    const texan = await registerPlayer(t.app, { state: 'TX' });
    const texanHeaders = bearer(texan.token);
    await t.app.inject({ method: 'POST', url: '/api/location/check', headers: texanHeaders, payload: {} });
    await buy(t.app, texanHeaders, '1.99');
    expect(await balances(t.app, texanHeaders)).toMatchObject({ gc: '49800.00', sc: { unplayed: '1.00' } });
  });

  it('the operator blocks a bundle price or all purchases; me says so', async () => {
    const p = await purchaser(t.app);
    await t.infra.db
      .updateTable('users')
      .set({ purchase_limit_bundles: [199n] })
      .where('id', '=', p.userId)
      .execute();
    expect(await me(p.headers)).toMatchObject({ purchase_limit_bundles: ['1.99'], can_purchase: true });
    const blocked = await startPayment(t.app, p.headers, await ladderBundle(t.app, p.headers, '1.99'));
    expect(blocked.json()).toMatchObject({ code: 'FORBIDDEN', message: WALLET_TEXTS.bundleUnavailable });
    await t.infra.db
      .updateTable('users')
      .set({ purchases_blocked: true })
      .where('id', '=', p.userId)
      .execute();
    expect(await me(p.headers)).toMatchObject({ can_purchase: false });
    const stopped = await startPayment(t.app, p.headers, await ladderBundle(t.app, p.headers, '4.99'));
    expect(stopped.json()).toMatchObject({ message: WALLET_TEXTS.cannotPurchase });
  });
});

describe('confirm or deny', () => {
  it('confirming clears the pending confirmation', async () => {
    const p = await purchaser(t.app);
    await buy(t.app, p.headers, '1.99');
    const pending = (
      await t.app.inject({ url: '/api/pendingpaymentconfirmation', headers: p.headers })
    ).json();
    expect(pending.confirmation).toMatchObject({ usd_amount: '1.99' });
    expect((await confirm(p.headers, 1)).json()).toEqual({ message: WALLET_TEXTS.confirmed });
    const none = (await t.app.inject({ url: '/api/pendingpaymentconfirmation', headers: p.headers })).json();
    expect(none).toEqual({ confirmation: null });
    expect((await confirm(p.headers, 1)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: WALLET_TEXTS.nothingToConfirm,
    });
  });

  it('denying freezes the account and takes the coins back as far as the balance allows', async () => {
    const p = await purchaser(t.app);
    await buy(t.app, p.headers, '1.99');
    // The player spent all but 100 GC of the 49,800: only 100 GC can come back, and the 1.99 SC (the
    // sign-up SC stays).
    await inTransaction(t.infra.db, (trx) =>
      t.infra.ledger.debitPlay(trx, {
        key: `spent:${p.userId}`,
        userId: p.userId,
        coin: 'GC',
        amount: 4_970_000n,
      }),
    );
    expect((await confirm(p.headers, 2)).json()).toEqual({ message: WALLET_TEXTS.denied });
    expect(await balances(t.app, p.headers)).toMatchObject({ gc: '0.00', sc: { unplayed: '1.00' } });
    const purchase = await t.infra.db
      .selectFrom('purchases')
      .select(['confirmation', 'clawed_back_gc', 'clawed_back_sc'])
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ confirmation: 'denied', clawed_back_gc: 10000n, clawed_back_sc: 199n });
    expect(await me(p.headers)).toMatchObject({
      is_frozen: true,
      freeze_reason: WALLET_TEXTS.frozenReason,
      can_purchase: false,
    });
    const refused = await startPayment(t.app, p.headers, await ladderBundle(t.app, p.headers, '1.99'));
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: WALLET_TEXTS.frozenReason });
  });

  it('the ledger stays whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});

describe('tester controls', () => {
  it('do not exist with live vendors', async () => {
    const live = await createTestApp(LIVE_VENDORS);
    try {
      expect((await live.app.inject({ url: '/api/sandbox/paysafe/cas-x' })).statusCode).toBe(404);
      expect(live.infra.payments.name).toBe('paysafe');
    } finally {
      await live.close();
    }
  });
});
