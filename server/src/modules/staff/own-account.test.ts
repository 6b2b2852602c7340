import { type Rank, STAFF_APPROVAL_TEXTS } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';
import { auditCount, deniedPurchase, sessionInReview, staffMember } from '../../test/back-office';
import { playerRecords, setPlayerRow } from '../../test/players';
import { playerAskingRedemption, verifiedPlayer } from '../../test/verified-players';

/**
 * Issue 20's self-dealing: no staff action on one's own account. Each action below is refused with 403
 * and the same words, writes nothing (no coins, no audit row), and another staff member may still do
 * it for them.
 */
const t = testAppForSuite();

let admin: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  admin = await staffMember(t, 'admin');
});

/** A player made staff of `rank` with two-factor on: their own account is now staff's. */
async function promote(userId: bigint, rank: Rank) {
  await setPlayerRow(t.infra.db, userId, { rank, two_factor_enabled_at: new Date() });
}

const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function expectOwnAccountRefusal(answer: { statusCode: number; body: string }) {
  expect(answer.statusCode, answer.body).toBe(403);
  expect(JSON.parse(answer.body)).toMatchObject({
    code: 'FORBIDDEN',
    message: STAFF_APPROVAL_TEXTS.ownAccount,
  });
}

const scOf = async (userId: bigint) => {
  const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
  return accounts.scUnplayed.balance + accounts.scRedeemable.balance;
};

describe('no staff action on one’s own account', () => {
  it('free entry: a helper asks for their own code, but only someone else enters its card', async () => {
    const helper = await verifiedPlayer(t);
    await promote(helper.userId, 'helper');
    const requested = await post(helper.headers, '/api/amoe/requests');
    expect(requested.statusCode, requested.body).toBe(201);
    const { code } = requested.json().request;
    const card = {
      code,
      legalName: 'Hal Helper',
      address: '1 Main St, Austin, TX 78701',
      receivedOn: '2026-11-20',
    };
    const sc = await scOf(helper.userId);
    const audits = await auditCount(t);

    await expectOwnAccountRefusal(await post(helper.headers, '/api/admin/amoe/entries', card));
    expect(await scOf(helper.userId)).toBe(sc);
    expect(await auditCount(t)).toBe(audits);

    const other = await staffMember(t, 'helper');
    const entered = await post(other.headers, '/api/admin/amoe/entries', card);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().outcome).toBe('credited');
    expect(await scOf(helper.userId)).toBeGreaterThan(sc);
  });

  it('adjustments: an admin cannot credit their own balance', async () => {
    const sc = await scOf(admin.userId);
    const audits = await auditCount(t);
    const answer = await post(admin.headers, `/api/admin/users/${admin.userId}/adjustments`, {
      coin: 'SC',
      account: 'sc_redeemable',
      amount: '5.00',
      reason: 'Myself',
    });
    await expectOwnAccountRefusal(answer);
    expect(await scOf(admin.userId)).toBe(sc);
    expect(await auditCount(t)).toBe(audits);
  });

  it('VIP bonuses: an admin cannot award themself one', async () => {
    const audits = await auditCount(t);
    await expectOwnAccountRefusal(
      await post(admin.headers, `/api/admin/users/${admin.userId}/vip-bonus`, { gc: '10', sc: '1' }),
    );
    const bonuses = await playerRecords(t.infra.db, 'vip_bonuses', admin.userId);
    expect(bonuses).toEqual([]);
    expect(await auditCount(t)).toBe(audits);
  });

  it('redemptions: a mod cannot approve or reject their own request', async () => {
    const { player: mod, asked } = await playerAskingRedemption(t);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().id as number;
    await promote(mod.userId, 'mod');
    const audits = await auditCount(t);

    await expectOwnAccountRefusal(await post(mod.headers, `/api/admin/redemptions/${id}/approve`));
    await expectOwnAccountRefusal(
      await post(mod.headers, `/api/admin/redemptions/${id}/reject`, { reason: 'Mine' }),
    );
    const row = await t.infra.db
      .selectFrom('redemptions')
      .select('status')
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending_review');
    expect(await auditCount(t)).toBe(audits);
  });

  it('purchases: an admin cannot refund or clear their own denied purchase', async () => {
    const { player, purchaseId } = await deniedPurchase(t);
    await promote(player.userId, 'admin');
    const audits = await auditCount(t);
    await expectOwnAccountRefusal(await post(player.headers, `/api/admin/purchases/${purchaseId}/refund`));
    await expectOwnAccountRefusal(await post(player.headers, `/api/admin/purchases/${purchaseId}/clear`));
    const purchase = await t.infra.db
      .selectFrom('purchases')
      .select(['refunded_at', 'compliance_cleared_at'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ refunded_at: null, compliance_cleared_at: null });
    expect(await auditCount(t)).toBe(audits);
  });

  it('identity reviews and cashier orders: never one’s own', async () => {
    const { player, verificationId } = await sessionInReview(t);
    await promote(player.userId, 'mod');
    const headers = { authorization: `Bearer ${player.token}` };
    await expectOwnAccountRefusal(
      await post(headers, `/api/admin/identity-reviews/${verificationId}/decide`, {
        decision: 'approved',
        reason: 'It is me',
      }),
    );
    const session = await t.infra.db
      .selectFrom('identity_verifications')
      .select('status')
      .where('id', '=', verificationId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('review');

    const order = await post(headers, '/api/orders', { amount: '10', rsn: 'Please', type: 'other' });
    expect(order.statusCode, order.body).toBe(201);
    await expectOwnAccountRefusal(await post(headers, `/api/admin/orders/${order.json().id}/complete`));
  });

  it('bonus codes: whoever created a code cannot claim it', async () => {
    const code = `OWN${admin.userId}`;
    const created = await post(admin.headers, '/api/admin/bonus-codes', {
      code,
      title: 'Own',
      gc: '10',
      max_claims: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/bonus',
      headers: { ...admin.headers, 'idempotency-key': `own-code-${admin.userId}` },
      payload: { code, fp: 'f' },
    });
    expect(claimed.statusCode, claimed.body).toBe(403);
    expect(claimed.json().message).toBe(STAFF_APPROVAL_TEXTS.ownCode);
    const claims = await t.infra.db
      .selectFrom('bonus_claims')
      .select('id')
      .where('user_id', '=', admin.userId)
      .where('kind', '=', 'bonus_code')
      .execute();
    expect(claims).toEqual([]);
  });
});
