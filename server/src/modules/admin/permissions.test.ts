import { type Rank, STAFF_TWO_FACTOR_REQUIRED } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import {
  auditCount,
  deniedPurchase,
  latestAudit,
  sessionInReview,
  staffMember,
} from '../../test/back-office';
import { STAFF_PERMISSIONS, type StaffAction } from '../staff';

/**
 * Every staff endpoint, for each caller: signed out 401; a player 403; the rank just below the
 * action's 403; a staff member of high enough rank without two-factor authentication 403; the
 * action's own rank succeeds, and a change writes exactly one audit row (a refusal writes none).
 */
const t = testAppForSuite();

type Method = 'GET' | 'POST' | 'PUT';
interface Call {
  method: Method;
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}
interface Endpoint {
  action: StaffAction;
  /** Whether success writes an audit row (a change) or only reads. */
  changes: boolean;
  /** A fresh call (its subject made anew), so each caller meets it unchanged. */
  call: () => Promise<Call>;
}

const freshPlayer = async () => (await registerPlayer(t.app)).userId;
const reason = { reason: 'Checked by the permission table test.' };

let subject: bigint;
const endpoints: Record<string, Endpoint> = {
  'GET /api/admin/users': {
    action: 'users.view',
    changes: false,
    call: async () => get('/api/admin/users?q=player'),
  },
  'GET /api/admin/users/:id': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}`),
  },
  'GET /api/admin/users/:id/ledger': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/ledger?name=bonuses`),
  },
  'GET /api/admin/users/:id/ledger.csv': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/ledger.csv`),
  },
  'GET /api/admin/users/:id/bets': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/bets`),
  },
  'GET /api/admin/users/:id/redemptions': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/redemptions`),
  },
  'GET /api/admin/users/:id/purchases': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/purchases`),
  },
  'GET /api/admin/users/:id/identity': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/identity`),
  },
  'GET /api/admin/users/:id/location-checks': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/location-checks`),
  },
  'GET /api/admin/users/:id/sessions': {
    action: 'users.view',
    changes: false,
    call: async () => get(`/api/admin/users/${subject}/sessions`),
  },
  'GET /api/admin/queues': {
    action: 'users.view',
    changes: false,
    call: async () => get('/api/admin/queues'),
  },
  'GET /api/admin/audit': { action: 'audit.view', changes: false, call: async () => get('/api/admin/audit') },
  'POST /api/admin/users/:id/freeze': {
    action: 'users.freeze',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await freshPlayer()}/freeze`,
      payload: reason,
    }),
  },
  'POST /api/admin/users/:id/unfreeze': {
    action: 'users.freeze',
    changes: true,
    call: async () => {
      const id = await freshPlayer();
      await t.deps.db
        .updateTable('users')
        .set({ frozen_at: new Date(), freeze_reason: 'test' })
        .where('id', '=', id)
        .execute();
      return { method: 'POST', url: `/api/admin/users/${id}/unfreeze`, payload: reason };
    },
  },
  'POST /api/admin/users/:id/ban': {
    action: 'users.ban',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await freshPlayer()}/ban`,
      payload: reason,
    }),
  },
  'POST /api/admin/users/:id/kick': {
    action: 'users.ban',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await freshPlayer()}/kick`,
      payload: reason,
    }),
  },
  'POST /api/admin/users/:id/unban': {
    action: 'users.ban',
    changes: true,
    call: async () => {
      const id = await freshPlayer();
      await t.deps.db
        .updateTable('users')
        .set({ banned_at: new Date(), ban_reason: 'test' })
        .where('id', '=', id)
        .execute();
      return { method: 'POST', url: `/api/admin/users/${id}/unban` };
    },
  },
  'PUT /api/admin/users/:id/rank': {
    action: 'users.rank',
    changes: true,
    call: async () => ({
      method: 'PUT',
      url: `/api/admin/users/${await freshPlayer()}/rank`,
      payload: { rank: 'helper' },
    }),
  },
  'PUT /api/admin/users/:id/balance-watch': {
    action: 'users.balance_watch',
    changes: true,
    call: async () => ({
      method: 'PUT',
      url: `/api/admin/users/${await freshPlayer()}/balance-watch`,
      payload: { on: true },
    }),
  },
  'POST /api/admin/users/:id/adjustments': {
    action: 'users.adjust',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await freshPlayer()}/adjustments`,
      payload: { coin: 'GC', account: 'gc', amount: '5.00', ...reason },
    }),
  },
  'GET /api/admin/identity-reviews': {
    action: 'identity.review',
    changes: false,
    call: async () => get('/api/admin/identity-reviews'),
  },
  'POST /api/admin/identity-reviews/:id/decide': {
    action: 'identity.review',
    changes: true,
    call: async () => {
      const { verificationId } = await sessionInReview(t);
      return {
        method: 'POST',
        url: `/api/admin/identity-reviews/${verificationId}/decide`,
        payload: { decision: 'approved', ...reason },
      };
    },
  },
  'GET /api/admin/purchases/denied': {
    action: 'purchases.refund',
    changes: false,
    call: async () => get('/api/admin/purchases/denied'),
  },
  'POST /api/admin/purchases/:id/refund': {
    action: 'purchases.refund',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/purchases/${(await deniedPurchase(t)).purchaseId}/refund`,
    }),
  },
  'POST /api/admin/purchases/:id/clear': {
    action: 'purchases.refund',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/purchases/${(await deniedPurchase(t)).purchaseId}/clear`,
    }),
  },
};

function get(url: string): Call {
  return { method: 'GET', url };
}

const BELOW: Record<'helper' | 'mod' | 'admin', Rank> = { helper: 'other', mod: 'helper', admin: 'mod' };

let staff: Record<Rank, Record<string, string>>;
let withoutTwoFactor: Record<string, string>;

beforeAll(async () => {
  subject = await freshPlayer();
  const [admin, mod, helper, other, admin2] = await Promise.all([
    staffMember(t, 'admin'),
    staffMember(t, 'mod'),
    staffMember(t, 'helper'),
    staffMember(t, 'other'),
    staffMember(t, 'admin', false),
  ]);
  staff = { admin: admin.headers, mod: mod.headers, helper: helper.headers, other: other.headers };
  withoutTwoFactor = admin2.headers;
});

const send = (call: Call, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload ? { payload: call.payload } : {}),
  });

describe('every staff endpoint checks its action on the server', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const rank = STAFF_PERMISSIONS[endpoint.action];
    it(`${name} (${endpoint.action}): 401 signed out, 403 to a player, to ${BELOW[rank]} and without 2FA; ${rank} may`, async () => {
      const call = await endpoint.call();
      const auditBefore = await auditCount(t);

      expect((await send(call)).statusCode).toBe(401);
      const player = await send(call, staff.other);
      expect(player.statusCode).toBe(403);
      expect(player.json().code).toBe('FORBIDDEN');
      const below = await send(call, staff[BELOW[rank]]);
      expect(below.statusCode).toBe(403);
      const noTwoFactor = await send(call, withoutTwoFactor);
      expect(noTwoFactor.statusCode).toBe(403);
      expect(noTwoFactor.json()).toMatchObject({ code: 'FORBIDDEN', message: STAFF_TWO_FACTOR_REQUIRED });
      expect(await auditCount(t)).toBe(auditBefore);

      const allowed = await send(call, staff[rank]);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await auditCount(t)).toBe(auditBefore + (endpoint.changes ? 1 : 0));
      if (endpoint.changes) expect((await latestAudit(t)).action).toBe(endpoint.action);
    });
  }

  it('a higher rank may do what a lower one may', async () => {
    expect((await send(get('/api/admin/users'), staff.admin)).statusCode).toBe(200);
    expect((await send(get('/api/admin/identity-reviews'), staff.admin)).statusCode).toBe(200);
  });

  it('GET /api/admin/me lists the caller’s actions; none without 2FA, none to a player', async () => {
    const me = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/admin/me', headers })).json();
    expect((await t.app.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    expect(await me(staff.other)).toMatchObject({ rank: 'other', actions: [] });
    expect((await me(staff.helper)).actions).toEqual(['users.view', 'redemptions.view', 'amoe.enter']);
    expect((await me(staff.mod)).actions).toContain('users.ban');
    expect((await me(staff.mod)).actions).not.toContain('users.adjust');
    expect((await me(staff.admin)).actions).toEqual(Object.keys(STAFF_PERMISSIONS));
    expect(await me(withoutTwoFactor)).toMatchObject({
      rank: 'admin',
      two_factor_enabled: false,
      actions: [],
    });
  });

  it('a demoted staff member is refused on the next call', async () => {
    const mod = await staffMember(t, 'mod');
    expect((await send(get('/api/admin/users'), mod.headers)).statusCode).toBe(200);
    await t.deps.db.updateTable('users').set({ rank: 'other' }).where('id', '=', mod.userId).execute();
    expect((await send(get('/api/admin/users'), bearer(mod.token))).statusCode).toBe(403);
  });
});
