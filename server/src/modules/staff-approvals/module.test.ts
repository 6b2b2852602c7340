import { STAFF_APPROVAL_TEXTS } from '@casino/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { createTestDatabase } from '../../test/database';
import { FakeSessions, moduleApp, playerRow } from '../../test/module-app';
import { suiteFixture } from '../../test/suite-fixture';
import { type ApprovalApplier, type ApprovedAction, createStaffApprovalsModule, requestApproval } from '.';

/**
 * The staff-approvals module alone, built on its ports: a database for its own tables (PGlite), sign-in
 * faked, and appliers that record what they were asked to apply instead of moving coins.
 */
const database = suiteFixture(createTestDatabase);
const sessions = new FakeSessions();
const applied: ApprovedAction[] = [];
const recording: ApprovalApplier = async (_trx, approved) => {
  applied.push(approved);
  return { applied: true };
};

const app = suiteFixture(() =>
  moduleApp((api) =>
    createStaffApprovalsModule({
      db: database.db,
      sessions,
      appliers: { adjustment: recording, bonus_code: recording, vip_bonus: recording, rain: recording },
    }).adminRoutes(api),
  ),
);
beforeEach(() => {
  applied.length = 0;
});

/** An admin signed in (two-factor on) and the approval a maker filed for a VIP bonus to a player. */
async function filedApproval() {
  const [makerId, checkerId, playerId] = await Promise.all([
    playerRow(database.db, 'admin'),
    playerRow(database.db, 'admin'),
    playerRow(database.db),
  ]);
  const filed = await inTransaction(database.db, (trx) =>
    requestApproval(trx, {
      kind: 'vip_bonus',
      makerId,
      subjectUserId: playerId,
      gc: 0n,
      sc: 50_000n,
      payload: { reward_type: 'Goodwill', gc: '0', sc: '500' },
    }),
  );
  return {
    id: filed.approval.id,
    makerId,
    maker: sessions.signIn(makerId, 'admin'),
    checker: sessions.signIn(checkerId, 'admin'),
  };
}

const decide = (headers: Record<string, string>, id: string, to: 'approve' | 'reject', payload = {}) =>
  app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/${to}`, headers, payload });

describe('the staff-approvals module on fakes', () => {
  it('a second admin approves: the applier of its kind runs once, with the maker’s request', async () => {
    const { id, makerId, checker } = await filedApproval();
    const approved = await decide(checker, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval).toMatchObject({ id, status: 'approved' });
    expect(applied).toEqual([
      expect.objectContaining({ makerId, payload: { reward_type: 'Goodwill', gc: '0', sc: '500' } }),
    ]);
    const again = await decide(checker, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(applied).toHaveLength(1);
  });

  it('never lets the maker decide their own request, and a rejection applies nothing', async () => {
    const { id, maker, checker } = await filedApproval();
    const own = await decide(maker, id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(STAFF_APPROVAL_TEXTS.ownRequest);
    const rejected = await decide(checker, id, 'reject', { reason: 'Not agreed with the player' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().approval).toMatchObject({ status: 'rejected' });
    expect(applied).toEqual([]);
  });

  it('guards the queue with the staff guard on the sessions port', async () => {
    const player = sessions.signIn(await playerRow(database.db));
    expect(
      (await app.inject({ url: '/api/admin/approvals?status=pending', headers: player })).statusCode,
    ).toBe(403);
    const { checker } = await filedApproval();
    const queue = await app.inject({ url: '/api/admin/approvals?status=pending', headers: checker });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().counts.pending).toBeGreaterThan(0);
  });
});
