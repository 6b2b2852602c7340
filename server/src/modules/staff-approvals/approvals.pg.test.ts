import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { type TestApp, testAppForSuite } from '../../test/app';
import { adjustmentAwaitingApproval, staffMember } from '../../test/back-office';
import { usingRealPostgres } from '../../test/database';
import { secondInstance } from '../../test/second-instance';

/**
 * Two admins approving one approval at the same moment, through two app instances on one database:
 * the conditional UPDATE lets exactly one apply it (one transfer, one checker's audit row); the other
 * gets 409 and moves nothing.
 */
const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)('two admins approving at once (real PostgreSQL)', () => {
  let second: TestApp;
  let maker: Record<string, string>;
  let checkers: Record<string, string>[];
  beforeAll(async () => {
    second = await secondInstance(t);
    maker = (await staffMember(t, 'admin')).headers;
    checkers = [(await staffMember(t, 'admin')).headers, (await staffMember(t, 'admin')).headers];
  });
  afterAll(() => second?.close());

  it('applies an approved adjustment exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const { userId, approve: url } = await adjustmentAwaitingApproval(t, maker, {
        amount: '500.00',
        reason: 'Raced approval',
        keyPrefix: 'race',
      });
      const answers = await Promise.all([
        t.app.inject({ method: 'POST', url, headers: checkers[0] }),
        second.app.inject({ method: 'POST', url, headers: checkers[1] }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
      expect(accounts.scRedeemable.balance).toBe(50_000n);
      const decisions = await t.infra.db
        .selectFrom('staff_audit_log')
        .select('id')
        .where('action', '=', 'approvals.decide')
        .where('subject_user_id', '=', userId)
        .execute();
      expect(decisions).toHaveLength(1);
    }
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  }, 120_000);
});
