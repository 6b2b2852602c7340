import type { Rank } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import {
  adjustRedeemableSc,
  auditCount,
  deniedPurchase,
  sessionInReview,
  staffMember,
} from '../../test/back-office';
import { setPlayerRow } from '../../test/players';
import { type PermissionRow, permissionTable, type StaffCall, sendStaffCall } from '../../test/staff-calls';
import { playerAskingRedemption, verifiedPlayer } from '../../test/verified-players';
import { STAFF_PERMISSIONS, type StaffAction } from '../staff';

/**
 * Every staff endpoint, for each caller: signed out 401; a player 403; the rank just below the
 * action's 403; a staff member of high enough rank without two-factor authentication 403; the
 * action's own rank succeeds, and a change writes exactly one audit row (a refusal writes none).
 */
const t = testAppForSuite();

type Call = StaffCall;
type Endpoint = PermissionRow<StaffAction>;

const freshPlayer = async () => (await registerPlayer(t.app)).userId;
const reason = { reason: 'Checked by the permission table test.' };
let codeNumber = 0;
/** An admin other than the one who decides: the maker of the approvals the table decides. */
let maker: Record<string, string>;
/** An approval waiting for a second admin: a 150 SC adjustment over the 100 SC threshold. */
async function pendingApproval(): Promise<string> {
  const userId = await freshPlayer();
  const asked = await adjustRedeemableSc(t, maker, userId, {
    amount: '150.00',
    ...reason,
    key: `matrix-${userId}`,
  });
  if (asked.statusCode !== 202) throw new Error(`approval not filed: ${asked.body}`);
  return asked.json().approval.id;
}
/** A redemption pending review: a located player with 50 SC won asks for a 25 SC gift card. */
async function pendingRedemption(): Promise<number> {
  const { asked } = await playerAskingRedemption(t);
  if (asked.statusCode !== 200) throw new Error(`redemption not asked: ${asked.body}`);
  return asked.json().id;
}
/** A free-entry request waiting for its card: answers its code and id. */
async function openFreeEntry(): Promise<{ code: string; id: string }> {
  const player = await verifiedPlayer(t);
  const asked = await t.app.inject({ method: 'POST', url: '/api/amoe/requests', headers: player.headers });
  if (asked.statusCode !== 201) throw new Error(`free entry not asked: ${asked.body}`);
  return asked.json().request;
}
/** An open cashier order of a fresh player: answers its id. */
async function openOrder(): Promise<string> {
  const player = await registerPlayer(t.app);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(player.token),
    payload: { amount: '10', rsn: 'Matrix', type: 'other' },
  });
  if (asked.statusCode !== 201) throw new Error(`order not opened: ${asked.body}`);
  return asked.json().id;
}

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
      await setPlayerRow(t.infra.db, id, { frozen_at: new Date(), freeze_reason: 'test' });
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
      await setPlayerRow(t.infra.db, id, { banned_at: new Date(), ban_reason: 'test' });
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
  'POST /api/admin/bonus-codes': {
    action: 'bonus_codes.create',
    changes: true,
    status: 201,
    call: async () => ({
      method: 'POST',
      url: '/api/admin/bonus-codes',
      payload: { code: `MATRIX${++codeNumber}`, title: 'Matrix', gc: '10', sc: '1', max_claims: 5 },
    }),
  },
  'POST /api/admin/users/:id/vip-bonus': {
    action: 'users.vip_bonus',
    changes: true,
    status: 201,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await freshPlayer()}/vip-bonus`,
      payload: { gc: '100', sc: '2' },
    }),
  },
  'GET /api/admin/approvals': {
    action: 'approvals.decide',
    changes: false,
    call: async () => get('/api/admin/approvals?status=pending'),
  },
  'POST /api/admin/approvals/:id/approve': {
    action: 'approvals.decide',
    changes: true,
    call: async () => ({ method: 'POST', url: `/api/admin/approvals/${await pendingApproval()}/approve` }),
  },
  'POST /api/admin/approvals/:id/reject': {
    action: 'approvals.decide',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/approvals/${await pendingApproval()}/reject`,
      payload: reason,
    }),
  },
  'GET /api/admin/redemptions': {
    action: 'redemptions.view',
    changes: false,
    call: async () => get('/api/admin/redemptions'),
  },
  'POST /api/admin/redemptions/:id/approve': {
    action: 'redemptions.decide',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/redemptions/${await pendingRedemption()}/approve`,
    }),
  },
  'POST /api/admin/redemptions/:id/reject': {
    action: 'redemptions.decide',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/redemptions/${await pendingRedemption()}/reject`,
      payload: reason,
    }),
  },
  'GET /api/admin/amoe': { action: 'amoe.enter', changes: false, call: async () => get('/api/admin/amoe') },
  'POST /api/admin/amoe/entries': {
    action: 'amoe.enter',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: '/api/admin/amoe/entries',
      payload: {
        code: (await openFreeEntry()).code,
        legalName: 'Jane Q Player',
        address: '12 Main St, Austin, TX 78701',
        receivedOn: '2026-11-20',
      },
    }),
  },
  'POST /api/admin/amoe/:id/refuse': {
    action: 'amoe.enter',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/amoe/${(await openFreeEntry()).id}/refuse`,
      payload: reason,
    }),
  },
  'GET /api/admin/orders': {
    action: 'orders.decide',
    changes: false,
    call: async () => get('/api/admin/orders'),
  },
  'POST /api/admin/orders/:id/complete': {
    action: 'orders.decide',
    changes: true,
    call: async () => ({ method: 'POST', url: `/api/admin/orders/${await openOrder()}/complete` }),
  },
  'POST /api/admin/orders/:id/cancel': {
    action: 'orders.decide',
    changes: true,
    call: async () => ({
      method: 'POST',
      url: `/api/admin/orders/${await openOrder()}/cancel`,
      payload: reason,
    }),
  },
  'GET /api/admin/tax/1099': {
    // The export reads tax identities, so it is audited like a change.
    action: 'tax.export',
    changes: true,
    call: async () => get('/api/admin/tax/1099'),
  },
};

/** Every route under /api/admin the app serves, as 'METHOD /path', read from Fastify's route tree. */
function staffRoutes(): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? '') + node[2];
    parents.push(path);
    if (!path.startsWith('/api/admin/') || !node[3]) continue;
    for (const method of node[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

function get(url: string): Call {
  return { method: 'GET', url };
}

const BELOW: Record<'helper' | 'mod' | 'admin', Rank> = { helper: 'other', mod: 'helper', admin: 'mod' };

let staff: Record<Rank, Record<string, string>>;
let withoutTwoFactor: Record<string, string>;

beforeAll(async () => {
  subject = await freshPlayer();
  const [admin, mod, helper, other, admin2, makerAdmin] = await Promise.all([
    staffMember(t, 'admin'),
    staffMember(t, 'mod'),
    staffMember(t, 'helper'),
    staffMember(t, 'other'),
    staffMember(t, 'admin', false),
    staffMember(t, 'admin'),
  ]);
  maker = makerAdmin.headers;
  staff = { admin: admin.headers, mod: mod.headers, helper: helper.headers, other: other.headers };
  withoutTwoFactor = admin2.headers;
});

const send = (call: Call, headers: Record<string, string> = {}) => sendStaffCall(t, call, headers);

describe('every staff endpoint checks its action on the server', () => {
  permissionTable(
    t,
    endpoints,
    () => ({ staff, withoutTwoFactor }),
    (endpoint) => {
      const rank = STAFF_PERMISSIONS[endpoint.action];
      return { below: BELOW[rank], allowed: rank };
    },
    (name, endpoint) => {
      const rank = STAFF_PERMISSIONS[endpoint.action];
      return `${name} (${endpoint.action}): 401 signed out, 403 to a player, to ${BELOW[rank]} and without 2FA; ${rank} may`;
    },
  );

  it('every /api/admin route refuses the signed out (401), a player and staff without 2FA (403), writing nothing', async () => {
    const routes = staffRoutes();
    for (const name of Object.keys(endpoints)) expect(routes, 'the table names a real route').toContain(name);
    const audits = await auditCount(t);
    for (const route of routes) {
      // Every signed-in caller may ask who they are in the back office (a player hears: no actions).
      if (route === 'GET /api/admin/me') continue;
      const [method, path = ''] = route.split(' ') as [Call['method'], string];
      const call: Call = {
        method,
        url: path.replace(/:[A-Za-z]+/g, '1'),
        ...(method === 'GET' ? {} : { payload: {} }),
      };
      expect((await send(call)).statusCode, route).toBe(401);
      expect((await send(call, staff.other)).statusCode, route).toBe(403);
      expect((await send(call, withoutTwoFactor)).statusCode, route).toBe(403);
    }
    expect(await auditCount(t)).toBe(audits);
  });

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
    await setPlayerRow(t.infra.db, mod.userId, { rank: 'other' });
    expect((await send(get('/api/admin/users'), bearer(mod.token))).statusCode).toBe(403);
  });
});
