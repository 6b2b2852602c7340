import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import {
  balances,
  decide,
  deniedPurchase,
  latestAudit,
  personForm,
  playerWithSession,
  sameDocumentTwice,
  sessionOf,
  staffMember,
  TEST_WEBHOOK_SECRET,
} from '../../test/back-office';
import { playerEvents } from '../../test/events';
import { STAFF_DECLINE_REASON } from '../identity';

/** The identity review queue and the denied purchases awaiting compliance, with their counts. */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, IDENTITY_WEBHOOK_DELAY_MS: '0' });
  admin = (await staffMember(t, 'admin')).headers;
});
afterAll(() => t.close());

const read = async (url: string) => (await t.app.inject({ url, headers: admin })).json();
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });
const resultEvents = (userId: bigint) => playerEvents(t.infra.db, userId, 'verification-result');

const refundOf = (purchaseId: bigint) =>
  t.infra.db
    .selectFrom('purchases')
    .select([
      'refunded_at',
      'refunded_gc',
      'refunded_sc',
      'credited_gc',
      'merchant_ref_num',
      'vendor_refund_id',
    ])
    .where('id', '=', purchaseId)
    .executeTakeFirstOrThrow();
const vendorRefundId = async (merchantRefNum: string) =>
  (
    await t.infra.db
      .selectFrom('sandbox_payment_handles')
      .select('refund_id')
      .where('merchant_ref_num', '=', merchantRefNum)
      .executeTakeFirstOrThrow()
  ).refund_id;
const refundJob = (merchantRefNum: string) =>
  t.infra.db
    .selectFrom('jobs')
    .select(['id', 'status', 'attempts', 'last_error'])
    .where('key', '=', `purchase.refund:${merchantRefNum}`)
    .executeTakeFirstOrThrow();
/** The purchase as staff see it in the player's purchases. */
const playerPurchase = async (userId: bigint, purchaseId: bigint) =>
  (await read(`/api/admin/users/${userId}/purchases`)).data.find(
    (p: { id: string }) => p.id === String(purchaseId),
  );

describe('identity reviews', () => {
  it('a session the vendor sent to review is queued; approving it verifies the player, in realtime', async () => {
    const before = (await read('/api/admin/queues')).identity_reviews;
    const player = await playerWithSession(t);
    await decide(t, player.sessionId, { decision: 'review', ...personForm() });
    expect((await read('/api/admin/queues')).identity_reviews).toBe(before + 1);
    const queue = await read('/api/admin/identity-reviews');
    const row = queue.data.find((r: { user_id: string }) => r.user_id === String(player.userId));
    expect(row).toMatchObject({ status: 'review', duplicate_of: [] });

    const decided = await post(`/api/admin/identity-reviews/${row.id}/decide`, {
      decision: 'approved',
      reason: 'Document checked by hand',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await sessionOf(t, player.token)).toMatchObject({ status: 'approved' });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(player.token) })).json();
    expect(me.verification_id).not.toBeNull();
    expect((await resultEvents(player.userId)).at(-1)?.payload).toMatchObject({ status: 'approved' });
    expect(await latestAudit(t)).toMatchObject({
      action: 'identity.review',
      subject_type: 'identity_verification',
      subject_id: row.id,
      reason: 'Document checked by hand',
    });
    expect((await read('/api/admin/queues')).identity_reviews).toBe(before);
    const again = await post(`/api/admin/identity-reviews/${row.id}/decide`, {
      decision: 'declined',
      reason: 'Late',
    });
    expect(again.statusCode).toBe(409);
  });

  it('a duplicate-identity flag is queued with the other account; declining resolves it', async () => {
    const { first, second } = await sameDocumentTwice(t, 'ADMIN-DUP-1', { first_name: 'Other' });
    const queue = await read('/api/admin/identity-reviews');
    const row = queue.data.find((r: { user_id: string }) => r.user_id === String(second.userId));
    expect(row.duplicate_of).toEqual([{ user_id: String(first.userId), details: expect.any(String) }]);
    const decided = await post(`/api/admin/identity-reviews/${row.id}/decide`, {
      decision: 'declined',
      reason: 'Same person as the other account',
    });
    expect(decided.statusCode).toBe(200);
    expect(await sessionOf(t, second.token)).toMatchObject({
      status: 'declined',
      reason: STAFF_DECLINE_REASON,
    });
    const flags = await t.infra.db
      .selectFrom('identity_flags')
      .select('resolved_at')
      .where('user_id', '=', second.userId)
      .execute();
    expect(flags.every((f) => f.resolved_at !== null)).toBe(true);
    const ids = (await read('/api/admin/identity-reviews')).data.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(row.id);
  });

  it('needs a decision and a reason; an unknown session is not found', async () => {
    expect(
      (await post('/api/admin/identity-reviews/1/decide', { decision: 'maybe', reason: 'x y z' })).statusCode,
    ).toBe(422);
    expect((await post('/api/admin/identity-reviews/1/decide', { decision: 'approved' })).statusCode).toBe(
      422,
    );
    expect(
      (await post('/api/admin/identity-reviews/999999999/decide', { decision: 'approved', reason: 'Nobody' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('denied purchases awaiting compliance', () => {
  it('are queued and counted; a refund takes back the coins that remain, through the vendor, once', async () => {
    const before = (await read('/api/admin/queues')).denied_purchases;
    const { player, purchaseId } = await deniedPurchase(t);
    expect((await read('/api/admin/queues')).denied_purchases).toBe(before + 1);
    const queue = await read('/api/admin/purchases/denied');
    expect(queue.data.map((p: { id: string }) => p.id)).toContain(String(purchaseId));

    const refund = await post(`/api/admin/purchases/${purchaseId}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().message).toBe(
      'The purchase is refunded: the coins are taken back and the payment vendor refunds the card.',
    );
    const purchase = await refundOf(purchaseId);
    expect(purchase.refunded_at).not.toBeNull();
    expect(purchase.refunded_gc).toBe(purchase.credited_gc);
    // The card refund is the `purchase.refund` job, committed with the decision.
    await t.jobs.drain();
    const refunded = await refundOf(purchaseId);
    expect(refunded.vendor_refund_id).toMatch(/^refund-/);
    expect(await vendorRefundId(purchase.merchant_ref_num)).toBe(refunded.vendor_refund_id);
    expect(await playerPurchase(player.userId, purchaseId)).toMatchObject({ vendor_refund: 'refunded' });
    expect(await latestAudit(t)).toMatchObject({ action: 'purchases.refund', subject_type: 'purchase' });
    // The account stays frozen: lifting it is a decision of its own.
    const me = (await t.app.inject({ url: '/api/user', headers: player.headers })).json();
    expect(me.is_frozen).toBe(true);
    expect((await read('/api/admin/queues')).denied_purchases).toBe(before);
    expect((await post(`/api/admin/purchases/${purchaseId}/refund`)).statusCode).toBe(404);
  });

  it('a vendor out of reach refunds the card once it answers; a refusal is a dead job for staff', async () => {
    const { player, purchaseId } = await deniedPurchase(t);
    const unreachable = vi.spyOn(t.infra.payments, 'refund').mockRejectedValueOnce(new Error('ECONNRESET'));
    expect((await post(`/api/admin/purchases/${purchaseId}/refund`)).statusCode).toBe(200);
    await t.jobs.drain();
    const purchase = await refundOf(purchaseId);
    expect(purchase.vendor_refund_id).toBeNull();
    expect(await playerPurchase(player.userId, purchaseId)).toMatchObject({ vendor_refund: 'pending' });
    const job = await refundJob(purchase.merchant_ref_num);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.last_error).toContain('ECONNRESET');

    await t.infra.db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', job.id).execute();
    await t.jobs.drain();
    expect((await refundOf(purchaseId)).vendor_refund_id).toMatch(/^refund-/);
    expect(await refundJob(purchase.merchant_ref_num)).toMatchObject({ status: 'done', attempts: 2 });
    expect(unreachable).toHaveBeenCalledTimes(2);
    unreachable.mockRestore();

    const refused = await deniedPurchase(t);
    const vendorSaysNo = vi
      .spyOn(t.infra.payments, 'refund')
      .mockResolvedValueOnce({ id: 'none', status: 'FAILED', message: 'The payment is disputed' });
    expect((await post(`/api/admin/purchases/${refused.purchaseId}/refund`)).statusCode).toBe(200);
    await t.jobs.drain();
    const dead = await refundJob((await refundOf(refused.purchaseId)).merchant_ref_num);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead.last_error).toContain('The payment is disputed');
    const deadJobs = await read('/api/admin/jobs?status=dead');
    expect(deadJobs.data.map((j: { id: string }) => j.id)).toContain(String(dead.id));
    vendorSaysNo.mockRestore();
  });

  it('a refund never takes more than the bundle left with the player', async () => {
    const { player, purchaseId } = await deniedPurchase(t);
    // The denial already took the bundle's coins back; coins credited since are not the bundle's.
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/adjustments`,
      headers: admin,
      payload: { coin: 'GC', account: 'gc', amount: '3.00', reason: 'Goodwill after the denial' },
    });
    expect(credit.statusCode).toBe(200);
    const before = await balances(t.app, player.headers);
    const refund = await post(`/api/admin/purchases/${purchaseId}/refund`);
    expect(refund.statusCode).toBe(200);
    expect(await balances(t.app, player.headers)).toEqual(before);
    const purchase = await t.infra.db
      .selectFrom('purchases')
      .select(['refunded_gc', 'clawed_back_gc', 'refunded_sc', 'clawed_back_sc'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase.refunded_gc).toBe(purchase.clawed_back_gc);
    expect(purchase.refunded_sc).toBe(purchase.clawed_back_sc);
  });

  it('clearing keeps the coins and unfreezes the account', async () => {
    const { player, purchaseId } = await deniedPurchase(t);
    const before = await balances(t.app, player.headers);
    const cleared = await post(`/api/admin/purchases/${purchaseId}/clear`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe('Cleared; the account is unfrozen.');
    const me = (await t.app.inject({ url: '/api/user', headers: player.headers })).json();
    expect(me).toMatchObject({ is_frozen: false, freeze_reason: null });
    expect(await balances(t.app, player.headers)).toEqual(before);
    expect(await latestAudit(t)).toMatchObject({
      action: 'purchases.refund',
      reason: expect.stringContaining('cleared'),
    });
    expect((await post(`/api/admin/purchases/${purchaseId}/clear`)).statusCode).toBe(404);
  });

  it('the ledger stays whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
