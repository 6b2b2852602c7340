import { type AdminRedemption, type AdminRedemptionQueue, REDEMPTION_TEXTS } from '@casino/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxAch } from '../../adapters/ach/sandbox';
import type { SandboxGiftCards } from '../../adapters/gift-cards/sandbox';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { payoutJobKey } from './payout-job';
import { requeueStrandedPayouts } from './payout-sweep';
import {
  bankRedeemer,
  giftCardRequest,
  redeem,
  redemptionOf,
  scBalances,
  staffCall,
  staffMember,
  systemSc,
} from './test-support';

// A failed payout is tried again after about 50 ms, so a test can watch it retry, and die, in a second.
const t = testAppForSuite({ JOB_RETRY_BASE_MS: '50', JOB_RETRY_MAX_MS: '50' });
const giftCards = () => t.infra.giftCards as SandboxGiftCards;
const sandboxAch = () => t.infra.ach as SandboxAch;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let mod: Awaited<ReturnType<typeof staffMember>>;
let admin: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  sandboxAch().setPayoutSettlement(null);
  mod = await staffMember(t, 'mod');
  admin = await staffMember(t, 'admin');
});

/** A 100 SC bank request, approved, its payout job run: the sandbox bank holds the payout pending. */
async function approvedBankPayout() {
  const player = await bankRedeemer(t);
  const request = await redeem(t, player.headers, {
    method: 'bank',
    amount: '100',
    bankAccountId: player.account.id,
  });
  const id = request.json().id as number;
  await approved(id);
  await t.jobs.drain();
  return { player, id };
}

async function acceptedGiftCard(amount = '25') {
  const { player, request } = await giftCardRequest(t, amount);
  expect(request.statusCode, request.body).toBe(200);
  return { player, id: request.json().id as number };
}

async function approved(id: number) {
  const answer = await staffCall(t, mod.headers, id, 'approve');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as AdminRedemption;
}

async function queueEntry(id: number): Promise<AdminRedemption> {
  const answer = await t.app.inject({ url: '/api/admin/redemptions?status=approved', headers: mod.headers });
  const found = (answer.json() as AdminRedemptionQueue).redemptions.find((r) => r.id === id);
  if (found) return found;
  const all = await t.app.inject({ url: '/api/admin/redemptions', headers: mod.headers });
  return (all.json() as AdminRedemptionQueue).redemptions.find((r) => r.id === id) as AdminRedemption;
}

async function payoutJob(id: number) {
  return t.infra.db
    .selectFrom('jobs')
    .selectAll()
    .where('key', '=', payoutJobKey(BigInt(id)))
    .executeTakeFirstOrThrow();
}

/** Runs the due jobs until the payout job is dead (the vendor stays out of reach through every attempt). */
async function untilDead(id: number) {
  for (let i = 0; i < 200; i++) {
    await t.jobs.drain();
    if ((await payoutJob(id)).status === 'dead') return;
    await sleep(20);
  }
  throw new Error('the payout job never died');
}

/** What a staff member's retry of a dead job does (the back office's jobs page). */
async function staffRetries(id: number) {
  await t.infra.db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, run_at: sql`now()`, last_error: null })
    .where('key', '=', payoutJobKey(BigInt(id)))
    .where('status', '=', 'dead')
    .execute();
}

/** Cards the sandbox vendor issued under the request's reference. */
async function cardsIssued(id: number) {
  return t.infra.db
    .selectFrom('sandbox_gift_cards')
    .select('code')
    .where('reference', '=', `redemption-${id}`)
    .execute();
}

describe('the payout job', () => {
  it('commits with the approval and pays a gift card once the vendor is back, flagged as retrying meanwhile', async () => {
    const { player, id } = await acceptedGiftCard();
    await giftCards().setOutage(60_000);
    expect(await approved(id)).toMatchObject({ status: 'approved' });
    await t.jobs.drain();
    expect(await queueEntry(id)).toMatchObject({
      status: 'approved',
      payout: 'retrying',
      payout_error: expect.stringContaining('ECONNREFUSED'),
    });
    // Approving again is refused: the payout is already on its way.
    expect((await staffCall(t, mod.headers, id, 'approve')).statusCode).toBe(409);

    await giftCards().setOutage(0);
    await sleep(80);
    await t.jobs.drain();
    const paid = await redemptionOf(t, player.headers, id);
    expect(paid.status).toBe('paid');
    const cards = await cardsIssued(id);
    expect(cards).toHaveLength(1);
    expect(paid.gift_card_code).toBe(cards[0]?.code);
    expect((await payoutJob(id)).status).toBe('done');
    expect((await queueEntry(id)).payout).toBeNull();
  });

  it('records the card the vendor issued when the answer was lost (a process killed right after the issue)', async () => {
    const { player, id } = await acceptedGiftCard();
    const vendor = giftCards();
    const issue = vendor.issue.bind(vendor);
    let lost = 0;
    // The first issue goes through at the vendor, and its answer never reaches us.
    vendor.issue = async (order) => {
      vendor.issue = issue;
      await issue(order);
      lost += 1;
      throw new Error('socket hang up');
    };
    await approved(id);
    await t.jobs.drain();
    await sleep(80);
    await t.jobs.drain();
    expect(lost).toBe(1);
    const cards = await cardsIssued(id);
    expect(cards).toHaveLength(1);
    expect((await redemptionOf(t, player.headers, id)).gift_card_code).toBe(cards[0]?.code);
  });

  it('asks the bank again about a payout pending at the vendor, so a lost webhook still settles it', async () => {
    const { player, id } = await approvedBankPayout();
    expect(await queueEntry(id)).toMatchObject({ status: 'approved', payout: 'pending_vendor' });
    expect((await payoutJob(id)).status).toBe('queued');
    // The bank pays, and the webhook that would tell us is lost.
    await t.infra.db
      .updateTable('sandbox_ach_disbursements')
      .set({ status: 'paid', decided_at: new Date() })
      .where('reference', '=', `redemption-${id}`)
      .execute();
    await t.infra.db
      .updateTable('jobs')
      .set({ run_at: sql`now()` })
      .where('key', '=', payoutJobKey(BigInt(id)))
      .execute();
    await t.jobs.drain();
    expect((await redemptionOf(t, player.headers, id)).status).toBe('paid');
    expect((await payoutJob(id)).status).toBe('done');
  });
});

describe('the reconciliation sweep', () => {
  it('queues again the payout of a request approved long ago with no payout job, and it is paid once', async () => {
    const { player, id } = await acceptedGiftCard();
    await giftCards().setOutage(60_000);
    await approved(id);
    await t.jobs.drain();
    // As an approval from before payout jobs left it: approved, no payout job, decided an hour ago.
    await t.infra.db
      .deleteFrom('jobs')
      .where('key', '=', payoutJobKey(BigInt(id)))
      .execute();
    await giftCards().setOutage(0);
    expect(await requeueStrandedPayouts(t.infra)).toBe(0);
    await t.infra.db
      .updateTable('redemptions')
      .set({ decided_at: sql`now() - interval '1 hour'` })
      .where('id', '=', BigInt(id))
      .execute();
    expect(await requeueStrandedPayouts(t.infra)).toBe(1);
    await t.jobs.drain();
    expect((await redemptionOf(t, player.headers, id)).status).toBe('paid');
    expect(await cardsIssued(id)).toHaveLength(1);
    // Nothing left to queue, and a sweep again queues nothing.
    expect(await requeueStrandedPayouts(t.infra)).toBe(0);
  });
});

/**
 * Staff may neither mark the payout paid (with the wire `reference`) nor fail it: each is refused with 409
 * and `message`, as a vendor's payout is under way or already exists.
 */
async function expectSettlingByHandRefused(id: number, reference: string, message: string) {
  for (const [action, payload] of [
    ['mark-paid', { reference }],
    ['fail', { reason: 'Nothing was paid' }],
  ] as const) {
    const refused = await staffCall(t, admin.headers, id, action, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(message);
  }
}

describe('settling a payout by hand', () => {
  it('refuses mark-paid and fail while a bank payout is pending at the vendor', async () => {
    const { player, id } = await approvedBankPayout();
    await expectSettlingByHandRefused(id, 'WIRE-1', REDEMPTION_TEXTS.payoutUnderWay);
    expect((await redemptionOf(t, player.headers, id)).status).toBe('approved');
  });

  it('marks a dead payout paid by hand only once the vendor can be asked and has no payout for it', async () => {
    const { player, id } = await acceptedGiftCard();
    await giftCards().setOutage(60_000);
    await approved(id);
    expect((await staffCall(t, admin.headers, id, 'mark-paid', { reference: 'M-1' })).statusCode).toBe(409);
    await untilDead(id);
    expect(await queueEntry(id)).toMatchObject({ payout: 'dead', payout_error: expect.any(String) });
    // The vendor is still out of reach: whether it paid is unknown.
    const unknown = await staffCall(t, admin.headers, id, 'mark-paid', { reference: 'M-1' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(REDEMPTION_TEXTS.vendorUnreachable);
    await giftCards().setOutage(0);
    const before = await systemSc(t);
    const blank = await staffCall(t, admin.headers, id, 'mark-paid', { reference: '  ' });
    expect(blank.statusCode).toBe(422);
    const marked = await staffCall(t, admin.headers, id, 'mark-paid', { reference: 'M-1' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'paid', payout_reference: 'M-1', payout: null });
    expect((await systemSc(t)).paid - before.paid).toBe(2_500n);
    // The job is closed with the decision: a retry now sends nothing.
    expect((await payoutJob(id)).status).toBe('done');
    expect(await cardsIssued(id)).toEqual([]);
    expect((await redemptionOf(t, player.headers, id)).status).toBe('paid');
  });

  it('refuses to settle by hand a dead payout the vendor did make; a staff retry records it', async () => {
    const { player, id } = await acceptedGiftCard();
    const vendor = giftCards();
    const issue = vendor.issue.bind(vendor);
    // Every answer is lost: the card is issued at the vendor and the job dies without knowing it.
    vendor.issue = async (order) => {
      await issue(order);
      throw new Error('socket hang up');
    };
    try {
      await approved(id);
      await untilDead(id);
    } finally {
      vendor.issue = issue;
    }
    await expectSettlingByHandRefused(id, 'M-2', REDEMPTION_TEXTS.vendorHasPayout);
    await staffRetries(id);
    await t.jobs.drain();
    const cards = await cardsIssued(id);
    expect(cards).toHaveLength(1);
    const paid = await redemptionOf(t, player.headers, id);
    expect(paid).toMatchObject({ status: 'paid', gift_card_code: cards[0]?.code });
  });

  it('fails a dead payout the vendor never made, with the coins returned and an audit row', async () => {
    const { player, id } = await acceptedGiftCard();
    await giftCards().setOutage(60_000);
    await approved(id);
    await untilDead(id);
    await giftCards().setOutage(0);
    expect((await scBalances(t, player.userId)).redeemable).toBe(7_500n);
    const failed = await staffCall(t, admin.headers, id, 'fail', { reason: 'The vendor has no such order.' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'failed', reason: 'The vendor has no such order.' });
    expect((await scBalances(t, player.userId)).redeemable).toBe(10_000n);
    const audit = await t.infra.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id', 'reason'])
      .where('subject_type', '=', 'redemption')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.at(-1)).toEqual({
      action: 'redemptions.pay',
      staff_id: admin.userId,
      reason: 'The vendor has no such order.',
    });
    // A staff retry of the closed job is impossible, and the job running again would send nothing.
    await staffRetries(id);
    await t.jobs.drain();
    expect(await cardsIssued(id)).toEqual([]);
    expect((await redemptionOf(t, player.headers, id)).status).toBe('failed');
    expect((await staffCall(t, admin.headers, id, 'fail', { reason: 'again please' })).statusCode).toBe(409);
  });

  it('leaves the ledger exact after every test above', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
