import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { registerPlayer, type TestApp, testAppForSuite } from '../../test/app';
import { adjustmentAwaitingApproval, staffMember } from '../../test/back-office';
import { usingRealPostgres } from '../../test/database';
import { playerRecords } from '../../test/players';
import { secondInstance } from '../../test/second-instance';

/**
 * Staff money calls whose commit loses its connection (issue 20): the work is done, the instance cannot
 * know. Its own retry, or the staff member's with the same Idempotency-Key on another instance, finds
 * what was committed: coins credited once, one VIP bonus, one approval applied; never a 500.
 */
const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)('staff money calls after a lost commit (real PostgreSQL)', () => {
  let faulty: TestApp;
  let admin: Record<string, string>;
  let checker: Record<string, string>;
  /** The next commit of the faulty instance loses its connection. */
  let dropNextCommit = false;
  beforeAll(async () => {
    faulty = await secondInstance(t, {
      afterCommit: () => {
        const drop = dropNextCommit;
        dropNextCommit = false;
        return drop;
      },
    });
    admin = (await staffMember(t, 'admin')).headers;
    checker = (await staffMember(t, 'admin')).headers;
  });
  afterAll(() => faulty?.close());

  /** The call on the faulty instance with its commit cut, then again with the same key on the other. */
  async function cutThenRetry(url: string, key: string, payload: object, headers = admin) {
    const call = (app: TestApp) =>
      app.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload });
    dropNextCommit = true;
    const cut = await call(faulty);
    expect(dropNextCommit, 'the commit was cut').toBe(false);
    const again = await call(t);
    return { cut, again };
  }

  it('a manual credit is posted once, and both answers are its answer', async () => {
    const { userId } = await registerPlayer(t.app);
    const gc = async () => (await t.infra.ledger.playerAccounts(t.infra.db, userId)).gc.balance;
    const before = await gc();
    const { cut, again } = await cutThenRetry(`/api/admin/users/${userId}/adjustments`, `adj-${userId}`, {
      coin: 'GC',
      account: 'gc',
      amount: '25.00',
      reason: 'Goodwill after a lost round',
    });
    expect([200, 503]).toContain(cut.statusCode);
    expect(again.statusCode, again.body).toBe(200);
    if (cut.statusCode === 200) expect(cut.json().transfer_id).toBe(again.json().transfer_id);
    expect(await gc()).toBe(before + 2_500n);
  });

  it('a VIP bonus is awarded once', async () => {
    const { userId } = await registerPlayer(t.app);
    const { cut, again } = await cutThenRetry(`/api/admin/users/${userId}/vip-bonus`, `vip-${userId}`, {
      gc: '1000',
      sc: '5',
    });
    expect([201, 503]).toContain(cut.statusCode);
    expect(again.statusCode, again.body).toBe(201);
    const awarded = await playerRecords(t.infra.db, 'vip_bonuses', userId);
    expect(awarded).toHaveLength(1);
  });

  it('an approval approved across a lost commit is applied once; asked again it is already decided', async () => {
    const { userId, approve } = await adjustmentAwaitingApproval(t, admin, {
      amount: '500.00',
      reason: 'Prize settlement',
      keyPrefix: 'big',
    });
    const { cut, again } = await cutThenRetry(approve, `approve-${userId}`, {}, checker);
    expect([200, 503]).toContain(cut.statusCode);
    expect([200, 409]).toContain(again.statusCode);
    const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
    expect(accounts.scRedeemable.balance).toBe(50_000n);
  });

  it('the ledger stays whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
