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
/** A denied purchase's id: what staff refund or clear. */
async function deniedPurchaseId() {
  return (await deniedPurchase(t)).purchaseId;
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

/** A row for a call that only reads: it writes no audit row. */
const reads = (action: StaffAction, url: () => string): Endpoint => ({
  action,
  changes: false,
  call: async () => get(url()),
});

/** A row for a call that changes something, so it writes one audit row; `status` if not 200. */
const changes = (action: StaffAction, call: () => Promise<Call>, status?: number): Endpoint => ({
  action,
  changes: true,
  ...(status ? { status } : {}),
  call,
});

/** `METHOD {base}/{id}/{verb}` on a subject `made` afresh for each caller, with `payload` if given. */
const onFresh =
  (method: Call['method'], base: string, made: () => Promise<unknown>, verb: string, payload?: object) =>
  async (): Promise<Call> => ({
    method,
    url: `${base}/${await made()}/${verb}`,
    ...(payload ? { payload } : {}),
  });

/** The player `subject` as a back-office page shows it: `GET /api/admin/users/:id/{page}`. */
const subjectPage = (page: string) => reads('users.view', () => `/api/admin/users/${subject}${page}`);

/** A player frozen or banned already, for the call that lifts it. */
const restricted = (changes: Parameters<typeof setPlayerRow>[2]) => async () => {
  const id = await freshPlayer();
  await setPlayerRow(t.infra.db, id, changes);
  return id;
};

/**
 * A decision queue's rows: its list (`GET {queue}`, read with `view`), and the two decisions `decide`
 * allows on an item `made` afresh: `accept` as it is, `refuse` with a reason.
 */
function queueRows(
  queue: string,
  view: { action: StaffAction; query?: string },
  decide: StaffAction,
  made: () => Promise<unknown>,
  [accept, refuse]: [string, string],
): Record<string, Endpoint> {
  return {
    [`GET ${queue}`]: reads(view.action, () => `${queue}${view.query ?? ''}`),
    [`POST ${queue}/:id/${accept}`]: changes(decide, onFresh('POST', queue, made, accept)),
    [`POST ${queue}/:id/${refuse}`]: changes(decide, onFresh('POST', queue, made, refuse, reason)),
  };
}

const USERS = '/api/admin/users';
const endpoints: Record<string, Endpoint> = {
  'GET /api/admin/users': reads('users.view', () => '/api/admin/users?q=player'),
  'GET /api/admin/users/:id': subjectPage(''),
  'GET /api/admin/users/:id/ledger': subjectPage('/ledger?name=bonuses'),
  'GET /api/admin/users/:id/ledger.csv': subjectPage('/ledger.csv'),
  'GET /api/admin/users/:id/bets': subjectPage('/bets'),
  'GET /api/admin/users/:id/redemptions': subjectPage('/redemptions'),
  'GET /api/admin/users/:id/purchases': subjectPage('/purchases'),
  'GET /api/admin/users/:id/identity': subjectPage('/identity'),
  'GET /api/admin/users/:id/location-checks': subjectPage('/location-checks'),
  'GET /api/admin/users/:id/sessions': subjectPage('/sessions'),
  'GET /api/admin/queues': reads('users.view', () => '/api/admin/queues'),
  'GET /api/admin/audit': reads('audit.view', () => '/api/admin/audit'),
  'POST /api/admin/users/:id/freeze': changes(
    'users.freeze',
    onFresh('POST', USERS, freshPlayer, 'freeze', reason),
  ),
  'POST /api/admin/users/:id/unfreeze': changes(
    'users.freeze',
    onFresh('POST', USERS, restricted({ frozen_at: new Date(), freeze_reason: 'test' }), 'unfreeze', reason),
  ),
  'POST /api/admin/users/:id/ban': changes('users.ban', onFresh('POST', USERS, freshPlayer, 'ban', reason)),
  'POST /api/admin/users/:id/kick': changes('users.ban', onFresh('POST', USERS, freshPlayer, 'kick', reason)),
  'POST /api/admin/users/:id/unban': changes(
    'users.ban',
    onFresh('POST', USERS, restricted({ banned_at: new Date(), ban_reason: 'test' }), 'unban'),
  ),
  'PUT /api/admin/users/:id/rank': changes(
    'users.rank',
    onFresh('PUT', USERS, freshPlayer, 'rank', { rank: 'helper' }),
  ),
  'PUT /api/admin/users/:id/balance-watch': changes(
    'users.balance_watch',
    onFresh('PUT', USERS, freshPlayer, 'balance-watch', { on: true }),
  ),
  'POST /api/admin/users/:id/adjustments': changes(
    'users.adjust',
    onFresh('POST', USERS, freshPlayer, 'adjustments', {
      coin: 'GC',
      account: 'gc',
      amount: '5.00',
      ...reason,
    }),
  ),
  'GET /api/admin/identity-reviews': reads('identity.review', () => '/api/admin/identity-reviews'),
  'POST /api/admin/identity-reviews/:id/decide': changes(
    'identity.review',
    onFresh(
      'POST',
      '/api/admin/identity-reviews',
      async () => (await sessionInReview(t)).verificationId,
      'decide',
      { decision: 'approved', ...reason },
    ),
  ),
  'GET /api/admin/purchases/denied': reads('purchases.refund', () => '/api/admin/purchases/denied'),
  'POST /api/admin/purchases/:id/refund': changes(
    'purchases.refund',
    onFresh('POST', '/api/admin/purchases', deniedPurchaseId, 'refund'),
  ),
  'POST /api/admin/purchases/:id/clear': changes(
    'purchases.refund',
    onFresh('POST', '/api/admin/purchases', deniedPurchaseId, 'clear'),
  ),
  'POST /api/admin/bonus-codes': changes(
    'bonus_codes.create',
    async () => ({
      method: 'POST',
      url: '/api/admin/bonus-codes',
      payload: { code: `MATRIX${++codeNumber}`, title: 'Matrix', gc: '10', sc: '1', max_claims: 5 },
    }),
    201,
  ),
  'POST /api/admin/users/:id/vip-bonus': changes(
    'users.vip_bonus',
    onFresh('POST', USERS, freshPlayer, 'vip-bonus', { gc: '100', sc: '2' }),
    201,
  ),
  ...queueRows(
    '/api/admin/approvals',
    { action: 'approvals.decide', query: '?status=pending' },
    'approvals.decide',
    pendingApproval,
    ['approve', 'reject'],
  ),
  ...queueRows(
    '/api/admin/redemptions',
    { action: 'redemptions.view' },
    'redemptions.decide',
    pendingRedemption,
    ['approve', 'reject'],
  ),
  'GET /api/admin/amoe': reads('amoe.enter', () => '/api/admin/amoe'),
  'POST /api/admin/amoe/entries': changes('amoe.enter', async () => ({
    method: 'POST',
    url: '/api/admin/amoe/entries',
    payload: {
      code: (await openFreeEntry()).code,
      legalName: 'Jane Q Player',
      address: '12 Main St, Austin, TX 78701',
      receivedOn: '2026-11-20',
    },
  })),
  'POST /api/admin/amoe/:id/refuse': changes(
    'amoe.enter',
    onFresh('POST', '/api/admin/amoe', async () => (await openFreeEntry()).id, 'refuse', reason),
  ),
  ...queueRows('/api/admin/orders', { action: 'orders.decide' }, 'orders.decide', openOrder, [
    'complete',
    'cancel',
  ]),
  // The export reads tax identities, so it is audited like a change.
  'GET /api/admin/tax/1099': changes('tax.export', async () => get('/api/admin/tax/1099')),
  'GET /api/admin/announcements': reads('announcements.publish', () => '/api/admin/announcements'),
  'POST /api/admin/announcements': changes(
    'announcements.publish',
    async () => ({
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 'Matrix', body: 'Checked by the permission table test.', audience: 'vip' },
    }),
    201,
  ),
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
    expect((await me(staff.helper)).actions).toEqual([
      'users.view',
      'redemptions.view',
      'amoe.enter',
      'chat.moderate',
    ]);
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
