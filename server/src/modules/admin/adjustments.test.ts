import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { registerPlayer, testAppForSuite } from '../../test/app';
import { auditCount, latestAudit, staffMember } from '../../test/back-office';

/** Manual adjustments: through the ledger, with a reason, never below zero, once per Idempotency-Key. */
const t = testAppForSuite();
let admin: Record<string, string>;

beforeAll(async () => {
  admin = (await staffMember(t, 'admin')).headers;
});

const adjust = (userId: bigint, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/adjustments`,
    headers: { ...admin, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const balances = async (userId: bigint) => {
  const detail = await t.app.inject({ url: `/api/admin/users/${userId}`, headers: admin });
  return detail.json().balances as { gc: string; sc_unplayed: string; sc_redeemable: string };
};

describe('manual adjustments', () => {
  it('credits and debits the chosen account through the ledger, audited with before and after', async () => {
    const { userId } = await registerPlayer(t.app);
    const start = await balances(userId);
    const credit = await adjust(userId, {
      coin: 'SC',
      account: 'sc_redeemable',
      amount: '12.50',
      reason: 'Goodwill',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().balances.sc_redeemable).toBe('12.50');
    const audit = await latestAudit(t);
    expect(audit).toMatchObject({ action: 'users.adjust', subject_user_id: userId, reason: 'Goodwill' });
    expect(audit.before).toEqual({ balances: start });
    expect(audit.after).toMatchObject({ account: 'sc_redeemable', amount: '12.50' });

    const debit = await adjust(userId, {
      coin: 'SC',
      account: 'sc_redeemable',
      amount: '-2.5',
      reason: 'Correction',
    });
    expect(debit.json().balances.sc_redeemable).toBe('10.00');
    const transfer = await t.infra.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'coin'])
      .where('id', '=', BigInt(debit.json().transfer_id))
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ kind: 'adjustment', coin: 'SC' });
  });

  it('never leaves a negative balance: the debit is refused and nothing changes', async () => {
    const { userId } = await registerPlayer(t.app);
    const before = await balances(userId);
    const audits = await auditCount(t);
    const tooMuch = await adjust(userId, {
      coin: 'GC',
      account: 'gc',
      amount: '-999999.00',
      reason: 'Too much',
    });
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(userId)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('needs a reason, a non-zero signed amount and an account of the coin', async () => {
    const { userId } = await registerPlayer(t.app);
    const audits = await auditCount(t);
    const cases = [
      { coin: 'GC', account: 'gc', amount: '5.00' },
      { coin: 'GC', account: 'gc', amount: '5.00', reason: ' ' },
      { coin: 'GC', account: 'gc', amount: '0.00', reason: 'Zero' },
      { coin: 'GC', account: 'gc', amount: '1.234', reason: 'Three decimals' },
      { coin: 'GC', account: 'gc', amount: 5, reason: 'A number' },
      { coin: 'GC', account: 'sc_unplayed', amount: '5.00', reason: 'Wrong coin' },
    ];
    for (const payload of cases) {
      const refused = await adjust(userId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await auditCount(t)).toBe(audits);
  });

  it('the same Idempotency-Key again answers the same and moves nothing more', async () => {
    const { userId } = await registerPlayer(t.app);
    const payload = { coin: 'GC', account: 'gc', amount: '7.00', reason: 'Once' };
    const first = await adjust(userId, payload, 'adjust-once-1');
    const again = await adjust(userId, payload, 'adjust-once-1');
    expect(again.json()).toEqual(first.json());
    const transfers = await t.infra.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('kind', '=', 'adjustment')
      .where('idempotency_key', 'like', '%adjust-once-1')
      .execute();
    expect(transfers).toHaveLength(1);
  });

  it('an unknown player is not found', async () => {
    const missing = await adjust(999_999_999n, {
      coin: 'GC',
      account: 'gc',
      amount: '1.00',
      reason: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('the ledger stays whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
