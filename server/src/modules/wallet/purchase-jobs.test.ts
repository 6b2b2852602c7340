import { paymentStatusText } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../../adapters/payments/interface';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { purchaseReconcileSweep } from './purchases/reconcile';
import {
  balances,
  checkedOut,
  finalise,
  ladderBundle,
  noFreeRounds,
  paymentResult,
  purchaser,
  startedPayment,
  startPayment,
} from './test-support';

/** The vendor's pending test card (stays PROCESSING until the tester settles it). */
const PENDING_CARD = '4000000000000077';

const t = testAppForSuite({ PAYMENTS_SANDBOX_DELAY_MS: '0', RECONCILE_AFTER_MS: '0' });

const purchase = (ref: string) =>
  t.infra.db
    .selectFrom('purchases')
    .selectAll()
    .where('merchant_ref_num', '=', ref)
    .executeTakeFirstOrThrow();

/** Credit transfers the ledger holds for a purchase: one per coin, whatever ran how often. */
async function creditTransfers(purchaseId: bigint): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ledger_transfers
     WHERE idempotency_key IN (${`purchase:${purchaseId}`}, ${`purchase:${purchaseId}:sc`})`.execute(
    t.infra.db,
  );
  return rows[0]?.n ?? 0;
}

/** The reconciliation a sweep would run, then every job it queued. */
async function reconcile(): Promise<void> {
  await purchaseReconcileSweep({ ...t.infra, freeRounds: noFreeRounds }).run();
  await t.jobs.drain();
}

/** Runs the purchase's finalise job now instead of after its delay (the normal path's head start). */
async function runFinaliseJobNow(ref: string): Promise<void> {
  await t.infra.db
    .updateTable('jobs')
    .set({ run_at: sql`now()` })
    .where('key', '=', `purchase.finalise:${ref}`)
    .execute();
  await t.jobs.drain();
}

/** The vendor pays, then this instance "dies" before it settles: what kill -9 did in the audit. */
async function withDeathAfterVendorPays<T>(run: () => Promise<T>): Promise<T> {
  const vendor = t.infra.payments;
  const pay = vendor.pay;
  vendor.pay = async (request: PaymentRequest) => {
    await pay.call(vendor, request);
    throw new Error('the process died after the vendor paid');
  };
  try {
    return await run();
  } finally {
    vendor.pay = pay;
  }
}

describe('a card payment taken is always credited', () => {
  it('finalise records its handle and job first: the poll and the job credit a payment whose settle never ran, once', async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers);
    const died = await withDeathAfterVendorPays(() => finalise(t.app, p.headers, start, paymentHandleToken));
    expect(died.statusCode).toBe(500);
    expect(await t.infra.payments.lookup(start.merchantRefNum)).toMatchObject({ status: 'COMPLETED' });
    const stranded = await purchase(start.merchantRefNum);
    expect(stranded).toMatchObject({ status: 'initiated', payment_handle_token: paymentHandleToken });
    const job = await t.infra.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('key', '=', `purchase.finalise:${start.merchantRefNum}`)
      .executeTakeFirst();
    expect(job).toEqual({ kind: 'purchase.finalise', status: 'queued' });

    // The web app's poll asks the vendor about an initiated purchase that has a handle.
    expect(await paymentResult(t.app, p.headers, start.merchantRefNum)).toEqual({
      result: true,
      status: 'COMPLETED',
      message: null,
    });
    await runFinaliseJobNow(start.merchantRefNum);
    await reconcile();
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
    expect(await creditTransfers(stranded.id)).toBe(2);
  });

  it('the finalise job alone credits what the vendor took when nobody polls', async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers);
    await withDeathAfterVendorPays(() => finalise(t.app, p.headers, start, paymentHandleToken));
    await runFinaliseJobNow(start.merchantRefNum);
    const credited = await purchase(start.merchantRefNum);
    expect(credited.status).toBe('completed');
    expect(await creditTransfers(credited.id)).toBe(2);
    // The player's finalise sent again (the web app's retry) answers the same purchase, crediting nothing more.
    const again = await finalise(t.app, p.headers, start, paymentHandleToken);
    expect(again.json()).toEqual({ status: 'COMPLETED', order_id: String(credited.id) });
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
  });

  it('the vendor paid and nothing was recorded (a purchase from before the queue): reconciliation credits it once, when it would close it', async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers);
    await t.infra.payments.pay({
      merchantRefNum: start.merchantRefNum,
      amountCents: BigInt(start.amount),
      paymentHandleToken: paymentHandleToken,
    });
    // With no handle recorded, nothing says a finalise came: it is asked about once abandoned.
    await reconcile();
    expect((await purchase(start.merchantRefNum)).status).toBe('initiated');
    await sql`UPDATE purchases SET created_at = now() - interval '2 hours'
               WHERE merchant_ref_num = ${start.merchantRefNum}`.execute(t.infra.db);
    await reconcile();
    await reconcile();
    const credited = await purchase(start.merchantRefNum);
    expect(credited.status).toBe('completed');
    expect(await creditTransfers(credited.id)).toBe(2);
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
  });

  it('a pending payment the vendor settles later is credited by reconciliation, with no poll', async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers, '1.99', PENDING_CARD);
    const pending = await finalise(t.app, p.headers, start, paymentHandleToken);
    expect(pending.json()).toMatchObject({ message: paymentStatusText('PROCESSING') });
    await reconcile();
    expect((await purchase(start.merchantRefNum)).status).toBe('processing');
    await t.infra.payments.tester?.settle(start.merchantRefNum, 'COMPLETED');
    await reconcile();
    expect((await purchase(start.merchantRefNum)).status).toBe('completed');
    expect((await balances(t.app, p.headers)).gc).toBe('49800.00');
  });

  it('a payment still pending with the vendor after a week is a dead job for staff, and the sweep leaves it', async () => {
    const p = await purchaser(t.app);
    const { start, token: paymentHandleToken } = await checkedOut(t.app, p.headers, '1.99', PENDING_CARD);
    await finalise(t.app, p.headers, start, paymentHandleToken);
    await sql`UPDATE purchases SET created_at = now() - interval '8 days'
               WHERE merchant_ref_num = ${start.merchantRefNum}`.execute(t.infra.db);
    await reconcile();
    const { id } = await purchase(start.merchantRefNum);
    const job = () =>
      t.infra.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'last_error'])
        .where('key', '=', `purchase.reconcile:${id}`)
        .executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ status: 'dead', attempts: 1 });
    expect((await job()).last_error).toContain('pending for over a week');
    expect((await purchase(start.merchantRefNum)).status).toBe('processing');
    // Later sweeps do not ask again: staff retry it from Money jobs once the vendor has decided.
    await reconcile();
    expect(await job()).toMatchObject({ status: 'dead', attempts: 1 });
  });

  it('a checkout abandoned past its handle’s life is closed as expired; a recent one stays open', async () => {
    const p = await purchaser(t.app);
    const old = await startedPayment(t.app, p.headers);
    const recent = await startedPayment(t.app, p.headers);
    await sql`UPDATE purchases SET created_at = now() - interval '2 hours'
               WHERE merchant_ref_num = ${old.merchantRefNum}`.execute(t.infra.db);
    await reconcile();
    expect(await purchase(old.merchantRefNum)).toMatchObject({ status: 'expired', vendor_status: 'EXPIRED' });
    expect((await purchase(recent.merchantRefNum)).status).toBe('initiated');
    expect(await paymentResult(t.app, p.headers, old.merchantRefNum)).toEqual({
      result: false,
      status: 'EXPIRED',
      message: paymentStatusText('EXPIRED'),
    });
  });

  it('the ledger stays whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});

describe('finalising with another purchase’s handle', () => {
  it('is refused and changes nothing on either purchase', async () => {
    const p = await purchaser(t.app);
    const { start: first, token: one } = await checkedOut(t.app, p.headers);
    const { start: second, token: two } = await checkedOut(t.app, p.headers);
    const crossed = await finalise(t.app, p.headers, first, two);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const ref of [first.merchantRefNum, second.merchantRefNum])
      expect(await purchase(ref)).toMatchObject({ status: 'initiated', payment_handle_token: null });
    await reconcile();
    expect((await finalise(t.app, p.headers, first, one)).json()).toMatchObject({ status: 'COMPLETED' });
    expect((await finalise(t.app, p.headers, second, two)).json()).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('starting payments', () => {
  it('is limited per player: ten a minute, then 429 with the reset header and nothing started', async () => {
    const p = await purchaser(t.app);
    const other = await purchaser(t.app);
    const bundle = await ladderBundle(t.app, p.headers, '1.99');
    for (let i = 0; i < 10; i++) expect((await startPayment(t.app, p.headers, bundle)).statusCode).toBe(200);
    const refused = await startPayment(t.app, p.headers, bundle);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM purchases WHERE user_id = ${p.userId}`.execute(t.infra.db);
    expect(rows[0]?.n).toBe(10);
    expect((await startPayment(t.app, other.headers, bundle)).statusCode).toBe(200);
  });
});

describe('the sandbox tester control that settles a pending payment', () => {
  it('answers only on this machine, not through a proxy; the checkout page itself works from anywhere', async () => {
    const p = await purchaser(t.app);
    const start = await startedPayment(t.app, p.headers);
    const remote = '203.0.113.9';
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/paysafe/${start.merchantRefNum}/instrument`,
      remoteAddress: remote,
      payload: { card_number: PENDING_CARD, expiry: '12/30', cvv: '123', holder: 'Ada Player' },
    });
    expect(entered.json()).toMatchObject({ status: 'PAYABLE' });
    const token = entered.json().paymentHandleToken;
    expect((await finalise(t.app, p.headers, start, token)).json()).toMatchObject({
      message: paymentStatusText('PROCESSING'),
    });
    const settle = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sandbox/paysafe/${start.merchantRefNum}/settle`,
        remoteAddress,
        headers,
        payload: { status: 'COMPLETED' },
      });
    expect((await settle(remote)).statusCode).toBe(403);
    expect((await settle('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect(await t.infra.payments.lookup(start.merchantRefNum)).toMatchObject({ status: 'PROCESSING' });
    expect((await settle('127.0.0.1')).json()).toEqual({ status: 'COMPLETED' });
    expect(await paymentResult(t.app, p.headers, start.merchantRefNum)).toMatchObject({ result: true });
  });
});
