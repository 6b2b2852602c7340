import { randomUUID } from 'node:crypto';
import {
  type AdminRedemption,
  type AdminRedemptionQueue,
  REDEMPTION_TEXTS,
  type Redemption,
  type RedemptionOptions,
} from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxAch } from '../../adapters/ach/sandbox';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, messagesSent, registerPlayer, testAppForSuite } from '../../test/app';
import { playerRecords } from '../../test/players';
import {
  bankRedeemer,
  giftCardRequest,
  giveSc,
  redeem,
  redeemer,
  redemptionOf,
  scBalances,
  staffCall,
  staffMember,
  systemSc,
} from './test-support';

// Florida is redeem-only here: its players may redeem the SC they have, and win no new ones.
const t = testAppForSuite({ STATE_RULES: '{"FL":"redeem_only"}' });
const sandboxAch = () => t.infra.ach as SandboxAch;

let mod: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  // The bank pays only when a test says so.
  sandboxAch().setPayoutSettlement(null);
  mod = await staffMember(t, 'mod');
});

async function mailsTo(email: string) {
  await messagesSent(t.infra);
  return t.infra.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

async function eventsOf(userId: bigint, event: string) {
  return t.infra.db
    .selectFrom('event_outbox')
    .select('payload')
    .where('channel', '=', `App.User.${userId}`)
    .where('event', '=', event)
    .orderBy('id')
    .execute();
}

/** A request to be paid `amount` SC into `to`'s verified bank account. */
const byBank = (amount: string, to: { account: { id: number } }) => ({
  method: 'bank',
  amount,
  bankAccountId: to.account.id,
});

async function bankRequest(player: Awaited<ReturnType<typeof bankRedeemer>>, amount = '150.00') {
  const answer = await redeem(t, player.headers, byBank(amount, player));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Redemption;
}

/**
 * Has the sandbox bank decide the request's payout and waits for its webhook to be answered. The payout
 * job sends it after the approval commits: it has run once the queue is drained.
 */
async function bankDecides(id: number, outcome: 'paid' | 'failed') {
  await t.jobs.drain();
  const disbursement = await sandboxAch().tester.disbursementByReference(`redemption-${id}`);
  if (!disbursement) throw new Error('no payout was made');
  await sandboxAch().tester.decideDisbursement(
    disbursement.id,
    outcome,
    outcome === 'failed' ? 'R02' : undefined,
  );
  await sandboxAch().settled();
}

describe('a bank redemption', () => {
  it('holds the SC at once, then is approved and paid, each step on the timeline, in realtime and by mail', async () => {
    const player = await bankRedeemer(t);
    const before = await systemSc(t);
    const request = await bankRequest(player);
    expect(request).toMatchObject({ method: 'bank', amount: '150.00', status: 'pending_review' });
    expect(request.destination).toMatch(/••\d{4}$/);
    expect(request.timeline.map((e) => [e.status, e.actor])).toEqual([['pending_review', 'player']]);
    expect(request.stages).toEqual([expect.objectContaining({ stage: 'review', done_at: null })]);
    const reviewDue =
      new Date(request.stages[0]?.due_at ?? 0).getTime() - new Date(request.created_at).getTime();
    expect(Math.round(reviewDue / 3_600_000)).toBe(24);
    expect((await scBalances(t, player.userId)).redeemable).toBe(35_000n);
    expect((await systemSc(t)).payable - before.payable).toBe(15_000n);

    const approved = await staffCall(t, mod.headers, request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', user: { id: Number(player.userId) } });
    expect((approved.json() as AdminRedemption).stages.map((s) => s.stage)).toEqual(['review', 'payout']);

    await bankDecides(request.id, 'paid');
    const paid = await redemptionOf(t, player.headers, request.id);
    expect(paid.status).toBe('paid');
    expect(paid.payout_reference).toMatch(/^disb-/);
    expect(paid.timeline.map((e) => [e.status, e.actor])).toEqual([
      ['pending_review', 'player'],
      ['approved', 'staff'],
      ['paid', 'vendor'],
    ]);
    const after = await systemSc(t);
    expect(after.payable).toBe(before.payable);
    expect(after.paid - before.paid).toBe(15_000n);
    expect((await scBalances(t, player.userId)).redeemable).toBe(35_000n);

    const updates = await eventsOf(player.userId, 'redemption-updated');
    expect(updates.map((u) => (u.payload as { redemption: Redemption }).redemption.status)).toEqual([
      'pending_review',
      'approved',
      'paid',
    ]);
    const mails = await mailsTo(player.form.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'We received your redemption request',
        'Your redemption was approved',
        'Your redemption was paid',
      ]),
    );
  });

  it('answers the same Idempotency-Key with the same request and moves the coins once; two requests a day are fine', async () => {
    const player = await bankRedeemer(t);
    const key = randomUUID();
    const payload = byBank('100', player);
    const first = await redeem(t, player.headers, payload, key);
    const again = await redeem(t, player.headers, payload, key);
    expect(again.json().id).toBe(first.json().id);
    expect((await scBalances(t, player.userId)).redeemable).toBe(40_000n);
    const second = await redeem(t, player.headers, payload);
    expect(second.statusCode).toBe(200);
    expect((await scBalances(t, player.userId)).redeemable).toBe(30_000n);
    const list = (await t.app.inject({ url: '/api/redemptions', headers: player.headers })).json() as {
      redemptions: Redemption[];
    };
    expect(list.redemptions.map((r) => r.id)).toEqual([second.json().id, first.json().id]);
  });

  it('returns the coins when the bank fails the payout', async () => {
    const player = await bankRedeemer(t);
    const request = await bankRequest(player, '200');
    await staffCall(t, mod.headers, request.id, 'approve');
    await bankDecides(request.id, 'failed');
    const failed = await redemptionOf(t, player.headers, request.id);
    expect(failed).toMatchObject({ status: 'failed', reason: 'The bank returned the payout (R02).' });
    expect((await scBalances(t, player.userId)).redeemable).toBe(50_000n);
    expect((await mailsTo(player.form.email)).at(-1)?.subject).toBe('Your redemption payout failed');
  });

  it('fails a payout to an account removed before approval, and the coins return', async () => {
    const player = await bankRedeemer(t);
    const request = await bankRequest(player);
    await t.app.inject({
      method: 'POST',
      url: `/api/apt-pay/removesaved/${player.account.id}`,
      headers: player.headers,
    });
    await staffCall(t, mod.headers, request.id, 'approve');
    await t.jobs.drain();
    expect((await redemptionOf(t, player.headers, request.id)).status).toBe('failed');
    expect((await scBalances(t, player.userId)).redeemable).toBe(50_000n);
  });
});

describe('rejection and cancellation', () => {
  it('rejects with a reason the player sees, and the coins return', async () => {
    const player = await bankRedeemer(t);
    const request = await bankRequest(player);
    const refused = await staffCall(t, mod.headers, request.id, 'reject', {});
    expect(refused.statusCode).toBe(422);
    const rejected = await staffCall(t, mod.headers, request.id, 'reject', { reason: 'Name does not match' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = await redemptionOf(t, player.headers, request.id);
    expect(seen).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'rejected',
      actor: 'staff',
      reason: 'Name does not match',
    });
    expect((await scBalances(t, player.userId)).redeemable).toBe(50_000n);
    expect((await staffCall(t, mod.headers, request.id, 'approve')).statusCode).toBe(409);
    const audit = await t.infra.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('subject_type', '=', 'redemption')
      .where('subject_id', '=', String(request.id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        staff_id: mod.userId,
        action: 'redemptions.decide',
        subject_user_id: player.userId,
        reason: 'Name does not match',
      }),
    ]);
  });

  it('lets the player cancel while pending, and not after approval nor another player’s request', async () => {
    const player = await bankRedeemer(t);
    const first = await bankRequest(player);
    const cancel = (id: number, headers = player.headers) =>
      t.app.inject({ method: 'POST', url: `/api/redemptions/${id}/cancel`, headers });
    const other = await redeemer(t);
    expect((await cancel(first.id, other.headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/redemptions/${first.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const cancelled = await cancel(first.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await scBalances(t, player.userId)).redeemable).toBe(50_000n);
    expect((await cancel(first.id)).statusCode).toBe(409);

    const second = await bankRequest(player);
    await staffCall(t, mod.headers, second.id, 'approve');
    const late = await cancel(second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a request that is still pending review can be cancelled.');
  });
});

describe('gates: a refusal in clear words changes nothing', () => {
  async function refusedWith(
    player: { userId: bigint; headers: Record<string, string> },
    payload: object,
    status: number,
    code: string,
  ) {
    const before = await scBalances(t, player.userId);
    const answer = await redeem(t, player.headers, payload);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().code).toBe(code);
    expect(await scBalances(t, player.userId)).toEqual(before);
    const rows = await playerRecords(t.infra.db, 'redemptions', player.userId);
    expect(rows).toEqual([]);
    return answer.json() as { message: string; errors?: Record<string, string[]> };
  }

  it('asks for a verified identity and email', async () => {
    const player = await registerPlayer(t.app);
    await giveSc(t, player.userId, 50_000n);
    const headers = bearer(player.token);
    await refusedWith(
      { userId: player.userId, headers },
      { method: 'gift_card', amount: '25', giftCardBrand: 'amazon' },
      403,
      'VERIFICATION_REQUIRED',
    );
    const options = (
      await t.app.inject({ url: '/api/redemptions/options', headers })
    ).json() as RedemptionOptions;
    expect(options.can_redeem).toBe(false);
    expect(options.requirements.filter((r) => !r.met).map((r) => r.requirement)).toEqual([
      'identity',
      'email',
    ]);

    const unmailed = await redeemer(t);
    await t.infra.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', unmailed.userId)
      .execute();
    await giveSc(t, unmailed.userId, 50_000n);
    const refusal = await refusedWith(
      unmailed,
      { method: 'gift_card', amount: '25', giftCardBrand: 'amazon' },
      403,
      'FORBIDDEN',
    );
    expect(refusal.message).toBe('Please verify your email address first.');
  });

  it('redeems only redeemable SC, never unplayed, and no more than the player has', async () => {
    const player = await bankRedeemer(t, 5_000n, 20_000n);
    const unplayed = await refusedWith(player, byBank('100', player), 422, 'INSUFFICIENT_FUNDS');
    expect(unplayed.errors?.amount).toEqual([
      'Only redeemable Sweeps Coins can be redeemed: play your unplayed Sweeps Coins through first.',
    ]);
    const short = await refusedWith(player, byBank('1000', player), 422, 'INSUFFICIENT_FUNDS');
    expect(short.errors?.amount).toEqual([
      'You do not have enough redeemable Sweeps Coins for this redemption.',
    ]);
  });

  it('cannot redeem, and says why, with only unplayed SC or redeemable SC below every minimum', async () => {
    const options = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/redemptions/options', headers })).json() as RedemptionOptions;
    const unplayedOnly = await bankRedeemer(t, 0n, 50_000n);
    const before = await options(unplayedOnly.headers);
    expect(before).toMatchObject({ redeemable: '0.00', can_redeem: false });
    expect(Number(before.unplayed)).toBeGreaterThanOrEqual(500);
    expect(before.requirements.filter((r) => !r.met)).toEqual([
      {
        requirement: 'balance',
        met: false,
        message: REDEMPTION_TEXTS.notEnoughRedeemable('25.00'),
      },
    ]);
    const short = await bankRedeemer(t, 2_499n);
    expect((await options(short.headers)).can_redeem).toBe(false);
    await giveSc(t, short.userId, 1n);
    expect((await options(short.headers)).can_redeem).toBe(true);
  });

  it('holds to the minimums, 100 SC by bank and 25 SC by gift card', async () => {
    const player = await bankRedeemer(t);
    const bank = await refusedWith(player, byBank('99.99', player), 422, 'VALIDATION_FAILED');
    expect(bank.errors?.amount).toEqual(['The least you can redeem this way is 100.00 SC.']);
    await refusedWith(
      player,
      { method: 'gift_card', amount: '24', giftCardBrand: 'amazon' },
      422,
      'VALIDATION_FAILED',
    );
    const options = (await t.app.inject({ url: '/api/redemptions/options', headers: player.headers })).json();
    expect(options).toMatchObject({
      redeemable: '500.00',
      can_redeem: true,
      promised_hours: { review: 24, payout: 48 },
      bank_accounts: [{ id: player.account.id, status: 'verified' }],
    });
    expect(options.methods).toEqual(
      expect.arrayContaining([
        { method: 'bank', minimum: '100.00', available: true },
        { method: 'gift_card', minimum: '25.00', available: true },
      ]),
    );
    expect(options.gift_cards.length).toBeGreaterThan(0);
  });

  it('pays only into the player’s own verified bank account', async () => {
    const player = await bankRedeemer(t);
    const other = await bankRedeemer(t);
    await refusedWith(player, byBank('100', other), 422, 'VALIDATION_FAILED');
    await refusedWith(player, { method: 'bank', amount: '100' }, 422, 'VALIDATION_FAILED');
  });

  it('asks for a fresh location check, and refuses a frozen account', async () => {
    const player = await bankRedeemer(t);
    await t.infra.db.deleteFrom('location_checks').where('user_id', '=', player.userId).execute();
    await refusedWith(player, byBank('100', player), 422, 'LOCATION_REQUIRED');
    const frozen = await bankRedeemer(t);
    await t.infra.db
      .updateTable('users')
      .set({ frozen_at: new Date(), freeze_reason: 'review' })
      .where('id', '=', frozen.userId)
      .execute();
    await refusedWith(frozen, byBank('100', frozen), 403, 'FORBIDDEN');
  });

  it('lets a player in a redeem-only state redeem, and refuses one whose check found a blocked state', async () => {
    const { request: allowed } = await giftCardRequest(t, '25', { state: 'FL' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const blocked = await bankRedeemer(t);
    await t.infra.db
      .updateTable('location_checks')
      .set({ rule: 'blocked', state: 'WA' })
      .where('user_id', '=', blocked.userId)
      .execute();
    await refusedWith(blocked, byBank('100', blocked), 422, 'REGION_NOT_AVAILABLE');
  });

  it('asks for tax details before the year’s prizes reach 600 USD', async () => {
    const player = await bankRedeemer(t, 100_000n);
    await bankRequest(player, '580');
    const refusal = await redeem(t, player.headers, byBank('100', player));
    expect(refusal.statusCode, refusal.body).toBe(403);
    expect(refusal.json().message).toMatch(/tax details/);
    const options = (await t.app.inject({ url: '/api/redemptions/options', headers: player.headers })).json();
    expect(options.requirements).toContainEqual(
      expect.objectContaining({ requirement: 'tax_details', met: false }),
    );
  });
});

describe('gift cards and crypto', () => {
  it('issues a gift card on approval and shows its code', async () => {
    const { player, request } = await giftCardRequest(t);
    expect(request.statusCode, request.body).toBe(200);
    const id = request.json().id as number;
    const approved = await staffCall(t, mod.headers, id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved', payout: 'sending' });
    await t.jobs.drain();
    const code = (await redemptionOf(t, player.headers, id)).gift_card_code;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const queue = await t.app.inject({
      url: `/api/admin/redemptions?userId=${player.userId}`,
      headers: mod.headers,
    });
    expect((queue.json() as AdminRedemptionQueue).redemptions).toEqual([
      expect.objectContaining({
        status: 'paid',
        payout_reference: `redemption-${id}`,
        gift_card_code: `••••-••••-••••-${code?.slice(-4)}`,
        payout: null,
      }),
    ]);
  });

  it('refuses a brand or amount the catalog does not sell', async () => {
    const player = await redeemer(t);
    await giveSc(t, player.userId, 10_000n);
    const unknown = await redeem(t, player.headers, {
      method: 'gift_card',
      amount: '25',
      giftCardBrand: 'nope',
    });
    expect(unknown.json().errors?.giftCardBrand).toEqual(['Choose a gift card.']);
    const odd = await redeem(t, player.headers, {
      method: 'gift_card',
      amount: '25.50',
      giftCardBrand: 'amazon',
    });
    expect(odd.json().errors?.amount).toBeDefined();
  });

  it('fails a gift card the vendor cannot issue, and the coins return', async () => {
    const { player, request } = await giftCardRequest(t, '50');
    await t.infra.giftCards?.tester?.queueOutcome('out_of_stock');
    await staffCall(t, mod.headers, request.json().id, 'approve');
    await t.jobs.drain();
    expect(await redemptionOf(t, player.headers, request.json().id)).toMatchObject({
      status: 'failed',
      reason: 'Amazon.com cards are out of stock. Try again later.',
    });
    expect((await scBalances(t, player.userId)).redeemable).toBe(10_000n);
  });

  it('withdraws crypto on approval to an address valid on its network', async () => {
    const player = await redeemer(t);
    await giveSc(t, player.userId, 10_000n);
    const withdraw = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/coins/withdraw',
        headers: { ...player.headers, 'idempotency-key': randomUUID() },
        payload,
      });
    const bad = await withdraw({
      currency: 'BTC',
      network: 'Bitcoin',
      amount: '60',
      address: 'not-an-address',
      tag: null,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors?.address).toBeDefined();
    const good = await withdraw({
      currency: 'BTC',
      network: 'Bitcoin',
      amount: '60',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      tag: null,
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({
      method: 'crypto',
      status: 'pending_review',
      destination: 'BTC bc1qar…5mdq',
    });
    await staffCall(t, mod.headers, good.json().id, 'approve');
    await t.jobs.drain();
    const paid = await redemptionOf(t, player.headers, good.json().id);
    expect(paid.status).toBe('paid');
    expect(paid.payout_reference).toBeTruthy();
  });
});

describe('the staff queue', () => {
  it('lists requests with counts per status and flags those near or past their promised time', async () => {
    const player = await bankRedeemer(t);
    const late = await bankRequest(player);
    const soon = await bankRequest(player);
    await t.infra.db
      .updateTable('redemptions')
      .set({ review_due_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', BigInt(late.id))
      .execute();
    await t.infra.db
      .updateTable('redemptions')
      .set({ review_due_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', BigInt(soon.id))
      .execute();
    const answer = await t.app.inject({
      url: `/api/admin/redemptions?status=pending_review&userId=${player.userId}`,
      headers: mod.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const queue = answer.json() as AdminRedemptionQueue;
    expect(queue.redemptions.map((r) => [r.id, r.overdue, r.due_soon])).toEqual([
      [late.id, true, false],
      [soon.id, false, true],
    ]);
    expect(queue.counts.pending_review).toBe(2);
    expect(queue.counts.paid).toBe(0);
  });
});

describe('every staff endpoint is checked on the server', () => {
  const calls: {
    method: 'GET' | 'POST';
    url: string;
    payload?: object;
    least: 'helper' | 'mod' | 'admin';
  }[] = [
    { method: 'GET', url: '/api/admin/redemptions', least: 'helper' },
    { method: 'POST', url: '/api/admin/redemptions/999999999/approve', least: 'mod' },
    {
      method: 'POST',
      url: '/api/admin/redemptions/999999999/reject',
      payload: { reason: 'nope nope' },
      least: 'mod',
    },
    {
      method: 'POST',
      url: '/api/admin/redemptions/999999999/mark-paid',
      payload: { reference: 'R1' },
      least: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/redemptions/999999999/fail',
      payload: { reason: 'The vendor paid nothing' },
      least: 'admin',
    },
    { method: 'POST', url: '/api/admin/redemptions/999999999/reveal-code', least: 'admin' },
  ];
  const ranks = ['other', 'helper', 'mod', 'admin'] as const;

  it.each(calls)('$method $url: 401 signed out, 403 below $least or without 2FA', async (call) => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: call.method,
        url: call.url,
        headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
    expect((await send({})).statusCode).toBe(401);
    for (const rank of ranks) {
      const member = rank === 'other' ? await redeemer(t) : await staffMember(t, rank);
      const answer = await send(member.headers);
      if (ranks.indexOf(rank) < ranks.indexOf(call.least)) {
        expect(answer.statusCode, `${rank}: ${answer.body}`).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN');
      } else expect([200, 404], `${rank}: ${answer.body}`).toContain(answer.statusCode);
    }
    const noTwoFactor = await staffMember(t, 'admin');
    await t.infra.db
      .updateTable('users')
      .set({ two_factor_enabled_at: null })
      .where('id', '=', noTwoFactor.userId)
      .execute();
    expect((await send(noTwoFactor.headers)).statusCode).toBe(403);
  });
});

describe('the ledger', () => {
  it('stays exact after every test above', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
