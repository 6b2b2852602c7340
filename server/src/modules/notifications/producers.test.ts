import { groupedAmount, type NotificationsPage } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, testAppForSuite } from '../../test/app';
import { buy, decide, personForm, playerWithSession, purchaser } from '../../test/back-office';
import { locatedPlayer, playerAskingRedemption, staffMember } from '../../test/verified-players';

// The producers other modules wire `notify` into: each notice arrives with the change it reports.
const t = testAppForSuite();

const inbox = async (token: string) =>
  ((await t.app.inject({ url: '/api/notifications', headers: bearer(token) })).json() as NotificationsPage)
    .notifications;

describe('what reaches the inbox', () => {
  it('a credited bonus', async () => {
    const player = await locatedPlayer(t);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/hourly-bonus',
      headers: { ...player.headers, 'idempotency-key': `daily-${player.userId}` },
      payload: { fp: 'f' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const [notice] = await inbox(player.token);
    expect(notice).toMatchObject({
      kind: 'bonus-credited',
      title: claimed.json().message,
      link: '/transactions/bonuses',
      payload: { bonus: 'daily_bonus', gc: claimed.json().gc },
    });
    expect(notice?.body).toContain(`${groupedAmount(claimed.json().gc)} GC`);
  });

  it('a completed purchase, once', async () => {
    const player = await purchaser(t.app);
    const { finalised } = await buy(t.app, player.headers, '9.99');
    expect(finalised.statusCode, finalised.body).toBe(200);
    const notices = await inbox(player.token);
    expect(notices.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['purchase-completed', 'Purchase Complete', '/transactions/purchases'],
    ]);
    expect(notices[0]?.body).toMatch(/GC .*added to your balance\.$/);
  });

  it('each status of a redemption', async () => {
    const { player, asked } = await playerAskingRedemption(t);
    expect(asked.statusCode, asked.body).toBe(200);
    const staff = await staffMember(t, 'mod');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/redemptions/${asked.json().id}/reject`,
      headers: staff.headers,
      payload: { reason: 'The gift card brand is not available.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const notices = await inbox(player.token);
    expect(notices.map((n) => [n.kind, n.title, n.payload.status])).toEqual([
      ['redemption-status', 'Your redemption was rejected', 'rejected'],
      ['redemption-status', 'We received your redemption request', 'pending_review'],
    ]);
    expect(notices[0]?.body).toContain('The gift card brand is not available.');
  });

  it("the identity check's result, with its reason", async () => {
    const approved = await playerWithSession(t);
    await decide(t, approved.sessionId, { decision: 'approved', ...personForm() });
    expect((await inbox(approved.token)).map((n) => [n.kind, n.title])).toEqual([
      ['identity-result', 'Your identity is verified'],
    ]);
    const declined = await playerWithSession(t);
    await decide(t, declined.sessionId, { decision: 'declined', reason_code: 203, ...personForm() });
    const [notice] = await inbox(declined.token);
    expect(notice).toMatchObject({ kind: 'identity-result', link: '/settings/verification' });
    expect(notice?.body.length).toBeGreaterThan(5);
  });
});
