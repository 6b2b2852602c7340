import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { registerPlayer, type TestApp, testAppForSuite } from '../../test/app';
import { deniedPurchase, staffMember } from '../../test/back-office';
import { usingRealPostgres } from '../../test/database';
import { secondInstance } from '../../test/second-instance';

/**
 * Staff money actions raced through two app instances on one database: two admins debiting one
 * player, two admins refunding one denied purchase. The ledger must stay exact and the audit log must
 * hold one row per change that happened.
 */
const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)(
  'back-office money actions raced through two instances (real PostgreSQL)',
  () => {
    let second: TestApp;
    let first: Record<string, string>;
    let other: Record<string, string>;
    beforeAll(async () => {
      second = await secondInstance(t);
      first = (await staffMember(t, 'admin')).headers;
      other = (await staffMember(t, 'admin')).headers;
    });
    afterAll(() => second?.close());

    const auditRows = (userId: bigint, action: string) =>
      t.infra.db
        .selectFrom('staff_audit_log')
        .select('id')
        .where('subject_user_id', '=', userId)
        .where('action', '=', action)
        .execute();

    it('debits racing each other never take a balance below zero', async () => {
      const { userId } = await registerPlayer(t.app);
      const credit = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${userId}/adjustments`,
        headers: first,
        payload: { coin: 'SC', account: 'sc_redeemable', amount: '10.00', reason: 'Start' },
      });
      expect(credit.statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? second.app : t.app).inject({
            method: 'POST',
            url: `/api/admin/users/${userId}/adjustments`,
            headers: i % 2 ? other : first,
            payload: { coin: 'SC', account: 'sc_redeemable', amount: '-3.00', reason: `Debit ${i}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(5);
      const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
      expect(accounts.scRedeemable.balance).toBe(100n);
      expect(await auditRows(userId, 'users.adjust')).toHaveLength(4);
    }, 120_000);

    it('two admins refunding one denied purchase refund it once', async () => {
      const { player, purchaseId } = await deniedPurchase(t);
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/admin/purchases/${purchaseId}/refund`, headers: first }),
        second.app.inject({
          method: 'POST',
          url: `/api/admin/purchases/${purchaseId}/refund`,
          headers: other,
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
      expect(await auditRows(player.userId, 'purchases.refund')).toHaveLength(1);
      const transfers = await t.infra.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('kind', '=', 'purchase_refund')
        .where('reference_id', '=', String(purchaseId))
        .execute();
      expect(transfers.length).toBeLessThanOrEqual(2);
    }, 120_000);

    it('the ledger stays whole', async () => {
      expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
    });
  },
);
