import { STAFF_APPROVAL_TEXTS } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { registerPlayer, testAppForSuite } from '../../test/app';
import { auditCount, latestAudit, staffMember } from '../../test/back-office';
import { playerRecords } from '../../test/players';

/**
 * Caps and maker-checker (issue 20), through the real app with the default settings: adjustments over
 * 1,000 SC, VIP bonuses over 500 SC and codes over 100 SC a claim or 10,000 SC in all are refused;
 * anything over 100 SC (or 1,000,000 GC) waits for a second admin, who applies it once.
 */
const t = testAppForSuite();

type Staff = Awaited<ReturnType<typeof staffMember>>;
let maker: Staff;
let checker: Staff;
beforeAll(async () => {
  [maker, checker] = await Promise.all([staffMember(t, 'admin'), staffMember(t, 'admin')]);
});

const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const adjust = (headers: Record<string, string>, userId: bigint, amount: string, coin = 'SC') =>
  post(
    { ...headers, 'idempotency-key': `adjust-${userId}-${amount}-${Math.random()}` },
    `/api/admin/users/${userId}/adjustments`,
    {
      coin,
      account: coin === 'SC' ? 'sc_redeemable' : 'gc',
      amount,
      reason: 'Goodwill after an outage',
    },
  );
const redeemable = async (userId: bigint) =>
  (await t.infra.ledger.playerAccounts(t.infra.db, userId)).scRedeemable.balance;
const transferCount = async () =>
  (await t.infra.db.selectFrom('ledger_transfers').select('id').execute()).length;

describe('caps per action', () => {
  it('refuses each action above its cap with 422 naming the cap, and writes nothing', async () => {
    const { userId } = await registerPlayer(t.app);
    const audits = await auditCount(t);
    const transfers = await transferCount();
    const cases = [
      [await adjust(maker.headers, userId, '1000.01'), 'STAFF_CAP_ADJUST_SC'],
      [await adjust(maker.headers, userId, '-5000.00'), 'STAFF_CAP_ADJUST_SC'],
      [await adjust(maker.headers, userId, '10000000.01', 'GC'), 'STAFF_CAP_ADJUST_GC'],
      [
        await post(maker.headers, `/api/admin/users/${userId}/vip-bonus`, { sc: '9999999' }),
        'STAFF_CAP_VIP_BONUS_SC',
      ],
      [
        await post(maker.headers, '/api/admin/bonus-codes', {
          code: 'HUGE',
          title: 'x',
          sc: '1000000',
          max_claims: 1,
        }),
        'STAFF_CAP_BONUS_CODE_SC',
      ],
      [
        await post(maker.headers, '/api/admin/bonus-codes', {
          code: 'MANY',
          title: 'x',
          sc: '50',
          max_claims: 201,
        }),
        'STAFF_CAP_BONUS_CODE_TOTAL_SC',
      ],
      [
        await post(maker.headers, '/api/admin/bonus-codes', { code: 'ENDLESS', title: 'x', sc: '1' }),
        'STAFF_CAP_BONUS_CODE_TOTAL_SC',
      ],
    ] as const;
    for (const [answer, setting] of cases) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().message).toContain(setting);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await auditCount(t)).toBe(audits);
    expect(await transferCount()).toBe(transfers);
    const codes = await t.infra.db
      .selectFrom('bonus_codes')
      .select('code')
      .where('code', 'in', ['HUGE', 'MANY', 'ENDLESS'])
      .execute();
    expect(codes).toEqual([]);
    const approvals = await t.infra.db.selectFrom('staff_approvals').select('id').execute();
    expect(approvals).toEqual([]);
  });
});

describe('maker-checker', () => {
  it('an adjustment over the threshold waits (202, no coins), the maker cannot approve it, another admin applies it once', async () => {
    const { userId } = await registerPlayer(t.app);
    const before = await redeemable(userId);
    const asked = await adjust(maker.headers, userId, '250.00');
    expect(asked.statusCode, asked.body).toBe(202);
    const { approval } = asked.json();
    expect(approval).toMatchObject({
      kind: 'adjustment',
      status: 'pending',
      sc: '250.00',
      maker_id: String(maker.userId),
      subject_user_id: String(userId),
    });
    expect(await redeemable(userId)).toBe(before);
    expect(await latestAudit(t)).toMatchObject({
      staff_id: maker.userId,
      action: 'users.adjust',
      subject_type: 'staff_approval',
      subject_id: approval.id,
    });

    const own = await post(maker.headers, `/api/admin/approvals/${approval.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(STAFF_APPROVAL_TEXTS.ownRequest);
    expect(await redeemable(userId)).toBe(before);

    const listed = await t.app.inject({ url: '/api/admin/approvals', headers: checker.headers });
    expect(listed.json().data.map((a: { id: string }) => a.id)).toContain(approval.id);

    const audits = await auditCount(t);
    const approved = await post(checker.headers, `/api/admin/approvals/${approval.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval).toMatchObject({
      status: 'approved',
      checker_id: String(checker.userId),
    });
    expect(await redeemable(userId)).toBe(before + 25_000n);
    expect(await auditCount(t)).toBe(audits + 1);
    const decision = await latestAudit(t);
    expect(decision).toMatchObject({
      staff_id: checker.userId,
      action: 'approvals.decide',
      subject_user_id: userId,
    });
    expect(decision.after).toMatchObject({ status: 'approved', applied: { amount: '250.00' } });

    const again = await post(checker.headers, `/api/admin/approvals/${approval.id}/approve`);
    expect(again.statusCode).toBe(409);
    const third = await staffMember(t, 'admin');
    expect(
      (await post(third.headers, `/api/admin/approvals/${approval.id}/reject`, { reason: 'Late' }))
        .statusCode,
    ).toBe(409);
    expect(await redeemable(userId)).toBe(before + 25_000n);
  });

  it('under the threshold an adjustment applies at once (200), as before', async () => {
    const { userId } = await registerPlayer(t.app);
    const before = await redeemable(userId);
    const answer = await adjust(maker.headers, userId, '100.00');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await redeemable(userId)).toBe(before + 10_000n);
  });

  it('a rejection needs a reason and applies nothing', async () => {
    const { userId } = await registerPlayer(t.app);
    const asked = await post(maker.headers, `/api/admin/users/${userId}/vip-bonus`, { sc: '300' });
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json().approval;
    expect((await post(checker.headers, `/api/admin/approvals/${id}/reject`, {})).statusCode).toBe(422);
    const rejected = await post(checker.headers, `/api/admin/approvals/${id}/reject`, {
      reason: 'Not a VIP yet',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().approval).toMatchObject({ status: 'rejected', decision_reason: 'Not a VIP yet' });
    const bonuses = await playerRecords(t.infra.db, 'vip_bonuses', userId);
    expect(bonuses).toEqual([]);
    expect((await post(checker.headers, `/api/admin/approvals/${id}/approve`)).statusCode).toBe(409);
  });

  it('a VIP bonus over the threshold reaches the player only once approved', async () => {
    const { userId } = await registerPlayer(t.app);
    const asked = await post(maker.headers, `/api/admin/users/${userId}/vip-bonus`, {
      reward_type: 'VIP Monthly',
      sc: '400',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const events = () =>
      t.infra.db
        .selectFrom('event_outbox')
        .select('id')
        .where('channel', '=', `App.User.${userId}`)
        .execute();
    const heard = (await events()).length;
    const approved = await post(checker.headers, `/api/admin/approvals/${asked.json().approval.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const bonus = await t.infra.db
      .selectFrom('vip_bonuses')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ sc: 40_000n, awarded_by: maker.userId, reward_type: 'VIP Monthly' });
    expect((await events()).length).toBe(heard + 1);
  });

  it('a bonus code worth more than the threshold in all is created once approved, by its maker', async () => {
    const asked = await post(maker.headers, '/api/admin/bonus-codes', {
      code: 'BIGWEEK',
      title: 'Big week',
      sc: '5',
      max_claims: 100,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().approval).toMatchObject({ kind: 'bonus_code', sc: '500.00', subject_user_id: null });
    const missing = await t.infra.db
      .selectFrom('bonus_codes')
      .select('id')
      .where('code', '=', 'BIGWEEK')
      .execute();
    expect(missing).toEqual([]);
    const approved = await post(checker.headers, `/api/admin/approvals/${asked.json().approval.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const code = await t.infra.db
      .selectFrom('bonus_codes')
      .selectAll()
      .where('code', '=', 'BIGWEEK')
      .executeTakeFirstOrThrow();
    expect(code).toMatchObject({ sc: 500n, max_claims: 100, created_by: maker.userId });
    // The name is now taken, in any case.
    const taken = await post(maker.headers, '/api/admin/bonus-codes', {
      code: 'bigweek',
      title: 'x',
      sc: '5',
      max_claims: 100,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('the checker never approves an action on their own account', async () => {
    const asked = await adjust(maker.headers, checker.userId, '150.00');
    expect(asked.statusCode, asked.body).toBe(202);
    const before = await redeemable(checker.userId);
    const own = await post(checker.headers, `/api/admin/approvals/${asked.json().approval.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(STAFF_APPROVAL_TEXTS.ownAccount);
    expect(await redeemable(checker.userId)).toBe(before);
  });

  it('an approval that no longer applies (a debit the balance does not cover) stays pending', async () => {
    const { userId } = await registerPlayer(t.app);
    const asked = await adjust(maker.headers, userId, '-200.00');
    expect(asked.statusCode, asked.body).toBe(202);
    const approved = await post(checker.headers, `/api/admin/approvals/${asked.json().approval.id}/approve`);
    expect(approved.json().code).toBe('INSUFFICIENT_FUNDS');
    const row = await t.infra.db
      .selectFrom('staff_approvals')
      .select('status')
      .where('id', '=', BigInt(asked.json().approval.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('leaves the ledger whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
