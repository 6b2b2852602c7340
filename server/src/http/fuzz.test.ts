import { sql } from 'kysely';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, newPlayerForm, registerPlayer, type TestApp } from '../test/app';

/**
 * Walks every registered route with what a careless or hostile client sends: bodies that are not
 * JSON, NUL characters in every string, wrong types in every field of each game's play. Every answer
 * must be a 4xx (never a 5xx), and a refused request must move no coin and change no game.
 */

let t: TestApp;
let headers: Record<string, string>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  /** The registered pattern, e.g. /api/duels/:id/join. */
  url: string;
}

/** Every route as Fastify prints its tree: each line's path continues its parent's. */
function registeredRoutes(): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    // Two routes with different parameter names at one place print as ":game|:group".
    const path = (parents[depth - 1] ?? '') + (match[2] as string).replace(/(:\w+)\|:\w+/g, '$1');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'PATCH' || method === 'DELETE')
        routes.push({ method, url: path });
    }
  }
  return routes;
}

const PARAMS: Record<string, string> = {
  id: '1',
  tab: 'all',
  game: 'dicing',
  group: 'relax',
  list: 'trending',
  userId: '1',
  code: 'latest',
  software: 'relax',
};
const fill = (url: string, value?: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => value ?? PARAMS[name] ?? 'x');

/** Routes that take no body: they are fuzzed for their path and headers only. */
const BODILESS = new Set([
  'POST /api/logout',
  'POST /api/user/2fa/setup',
  'POST /api/email/verification-notification',
  'POST /api/duels/:id/finish',
  'DELETE /api/duels/:id',
  'DELETE /api/casino/duel/:id',
  'POST /api/admin/users/:id/unban',
  'POST /api/admin/users/:id/unfreeze',
  'POST /api/admin/purchases/:id/refund',
  'POST /api/admin/purchases/:id/clear',
  'POST /api/user/sessions/sign-out-others',
  'POST /api/veriff',
  'POST /api/responsible-play/self-exclusion/lift',
  'POST /api/claimgctopup',
  'POST /api/reload/claim',
  'POST /api/apt-pay/removesaved/:id',
  'POST /api/sandbox/chain/deposits/:txHash/replay',
  'POST /api/vip-bonus/:id/claim',
  'POST /api/amoe/requests',
  'DELETE /api/orders/:id',
  'POST /api/admin/orders/:id/complete',
  'POST /api/redemptions/:id/cancel',
  'POST /api/admin/redemptions/:id/approve',
  'POST /api/admin/redemptions/:id/reveal-code',
  'POST /api/admin/approvals/:id/approve',
  'POST /api/admin/jobs/:id/retry',
  'POST /api/admin/promotions/:id/disable',
  'POST /api/admin/promotions/discounts/:id/disable',
  'DELETE /api/sandbox/provider/sessions/:sessionId/faults',
  'DELETE /api/sandbox/provider/faults',
  // Fastify prints a node's first parameter name: the message id of DELETE stands under `:roomId`.
  'DELETE /api/chat_messages/:roomId',
  'DELETE /api/chat/ignores/:username',
  'POST /api/admin/chat/reports/:id/dismiss',
  'POST /api/admin/chat/sanctions/:id/lift',
]);
/** Signs the fuzzing player out, which would end the walk early. */
const SKIPPED = new Set(['POST /api/logout']);
/**
 * The providers' wallet routes, and the sandbox provider's Hub88 Operator API that the casino calls, speak
 * their vendor's protocol, not the app's: whatever arrives unsigned gets that protocol's own refusal
 * (Hub88's wallet: 401 RS_ERROR_INVALID_SIGNATURE; its Operator API: 401 `{error}`; Pragmatic: error 5,
 * invalid hash), walked in a test of their own.
 */
const SANDBOX_HUB88_OPERATOR_API = '/api/sandbox/provider/hub88/';
const isProtocolRoute = (key: string) =>
  key.startsWith('POST /api/providers/') || key.startsWith(`POST ${SANDBOX_HUB88_OPERATOR_API}`);
/** A vendor's webhook answers 400 to any body that is not JSON, whatever its type (raw-json-body.ts). */
const WEBHOOKS = new Set(['POST /api/webhooks/veriff', 'POST /api/webhooks/apt-pay']);

const wager = '1';
const duel = { wager, seed: 'fuzz-seed', locked: true };
const person = {
  first_name: 'Fuzz',
  last_name: 'Tester',
  email: 'fuzz@example.com',
  dateOfBirth: '1990-01-01',
  city: 'Austin',
  zip: '73301',
  country: 'US',
  phone: '5125550100',
  address1: '1 Fuzz Street',
};
const promotionDraft = {
  kind: 'promotion',
  name: 'Fuzz Boost',
  reward_type: 'Extra Coins',
  bundle_id: 1,
  extra_gc: '1.00',
  extra_sc: '0',
  uses_per_player: 1,
  max_uses: 10,
};
/** A valid body of every route that reads one. */
function validBodies(): Record<string, Record<string, unknown>> {
  const password = 'correct horse battery';
  return {
    'POST /api/auth/register': { form: newPlayerForm(), fp: 'device-1', ref: 'friend' },
    'POST /api/token-login': { login: 'somebody', password, fp: 'device-1' },
    'POST /api/forgot-password': { email: 'somebody@example.com' },
    'POST /api/reset-password': {
      email: 'somebody@example.com',
      token: 'x'.repeat(40),
      password,
      password_confirmation: password,
    },
    'POST /api/email/verify': { token: 'x'.repeat(40) },
    'POST /api/user/password': { current_password: password, password, password_confirmation: password },
    'POST /api/user/balance': { game_mode: 'GC' },
    'POST /api/user/username': { username: 'fuzzy_name' },
    'PATCH /api/user/profile': { firstname: 'Ada', lastname: 'Byron', private_mode: false },
    'PATCH /api/user/promo-opt-in-settings': { opt_in_promo_sms: true },
    'POST /api/user/2fa/confirm': { code: '123456' },
    'POST /api/user/2fa/disable': { code: '123456', password },
    'POST /api/user/phone': { phone_number: '5551234567' },
    'POST /api/user/verify-code': { phone_number: '5551234567', verification_code: '123456' },
    'DELETE /api/user': { password: 'not the password' },
    'POST /api/:game/seeds': { action: 'update_client', client_seed: 'fuzz' },
    'POST /api/server_seeds': { client_seed: 'fuzz' },
    'POST /api/favourite': { game_id: 1 },
    'POST /api/favourite/check': { game_ids: [1, 2] },
    'POST /api/recently-played': { game_id: 1 },
    'POST /api/admin/users/:id/ban': { reason: 'fuzzing' },
    'POST /api/admin/users/:id/freeze': { reason: 'fuzzing' },
    'POST /api/admin/users/:id/kick': { reason: 'fuzzing' },
    'POST /api/admin/users/:id/adjustments': { coin: 'GC', account: 'gc', amount: '1.00', reason: 'fuzzing' },
    'POST /api/admin/identity-reviews/:id/decide': { decision: 'declined', reason: 'fuzzing' },
    'POST /api/duels': duel,
    'POST /api/casino/duel': duel,
    'POST /api/duels/:id/join': { seed: 'fuzz-seed' },
    'PATCH /api/duels/:id/seed': { seed: 'fuzz-seed', locked: true },
    'PATCH /api/casino/duel/:id': { seed: 'fuzz-seed', locked: true },
    'POST /api/crash': { action: 'bet', wager, auto_cashout: 2 },
    'POST /api/policies/accept': { name: 'terms-of-service', version: 1 },
    'POST /api/dev/policies/:name/publish': { changes: 'Fuzzing a new version.' },
    'POST /api/webhooks/veriff': { verification: { id: 'fuzz', code: 9001, status: 'approved' } },
    'POST /api/veriff/sandbox/:sessionId/events': { action: 'started' },
    'POST /api/veriff/sandbox/:sessionId/decision': {
      decision: 'approved',
      person,
      document: { document_number: 'FUZZ123', document_country: 'US' },
    },
    'POST /api/coins': { currency: 'BTC' },
    'POST /api/sandbox/chain/deposits': { currency: 'BTC', address: 'bc1qfuzz', tag: null, amount: '0.01' },
    'POST /api/apt-pay/add/identity': person,
    'POST /api/apt-pay/validatessn': { ssn: '123-45-6789' },
    'POST /api/apt-pay/verify-account': { routing_number: '011000015', account_number: '12345678' },
    'POST /api/apt-pay/verify-micro': { account_id: 1, amount1: 12, amount2: 34 },
    'POST /api/apt-pay/ach-debit/create': { account_id: 1, bundleId: 1, amount: '1.99' },
    'POST /api/apt-pay/ach-debit/flinks': {
      amount: '1.99',
      result: 'linked',
      referenceId: 'fuzz',
      bundleId: 1,
    },
    'POST /api/sandbox/apt-pay/widget/:session': { bank_name: 'Fuzz Bank', outcome: 'linked' },
    'POST /api/sandbox/apt-pay/debits/:ref/decide': { outcome: 'settled' },
    'POST /api/sandbox/apt-pay/disbursements/:ref/decide': { outcome: 'paid' },
    'POST /api/dev/gift-cards/next-outcome': { outcome: 'issued' },
    'POST /api/webhooks/apt-pay': { event: 'debit.settled', reference: 'fuzz' },
    'POST /api/location/check': { token: 'fuzz-token' },
    'PUT /api/dev/location': { state: 'CA', country: 'US', vpn: false, unsupported: false },
    'PUT /api/dev/staff-rank': { rank: 'helper' },
    'POST /api/responsible-play/break': { days: 1 },
    'POST /api/responsible-play/self-exclusion': { period: '6_months' },
    'PUT /api/responsible-play/limits': { kind: 'loss', period: 'day', value: '10.00' },
    'POST /api/hourly-bonus': { fp: 'device-1', is_location_valid: true },
    'POST /api/bonus': { code: 'FUZZ', fp: 'device-1' },
    'POST /api/admin/bonus-codes': { code: 'FUZZ', title: 'Fuzz', gc: '1' },
    'POST /api/admin/users/:id/vip-bonus': { reward_type: 'Fuzz', gc: '1' },
    'POST /api/dev/bonus-codes': { code: 'FUZZDEV', title: 'Fuzz', gc: '1' },
    'POST /api/dev/vip-bonus': { reward_type: 'Fuzz', gc: '1' },
    'POST /api/admin/amoe/entries': {
      code: 'AMOE-FUZZ-2222',
      legalName: 'Fuzz Tester',
      address: '1 Fuzz Street',
      receivedOn: '2026-11-20',
    },
    'POST /api/admin/amoe/:id/refuse': { reason: 'fuzzing' },
    'POST /api/orders': { amount: '100', rsn: 'fuzzing', type: 'other' },
    'POST /api/chat_messages': { body: 'fuzzing', roomId: 'lobby' },
    'POST /api/chat_messages/:roomId/report': { reason: 'fuzzing' },
    'POST /api/chat_actions': { action: 'tip', username: 'nobody', meta: { amount: '100', coin: 'GC' } },
    'POST /api/chat/ignores': { username: 'nobody' },
    'POST /api/admin/chat/sanctions': { user_id: '1', kind: 'mute', minutes: 1, reason: 'fuzzing' },
    'POST /api/admin/chat/rains': { room_id: 'lobby', gc: '1', sc: '0', reason: 'fuzzing' },
    'POST /api/admin/announcements': { title: 'Fuzz', body: 'fuzzing', audience: 'all' },
    'POST /api/notifications/read': { all: true },
    'POST /api/admin/orders/:id/cancel': { reason: 'fuzzing' },
    'POST /api/redemptions': { method: 'gift_card', amount: '25', giftCardBrand: 'amazon' },
    'POST /api/coins/withdraw': {
      currency: 'BTC',
      network: 'Bitcoin',
      amount: '60',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      tag: null,
    },
    'POST /api/admin/redemptions/:id/reject': { reason: 'fuzzing' },
    'POST /api/admin/redemptions/:id/mark-paid': { reference: 'FUZZ-1' },
    'POST /api/admin/redemptions/:id/fail': { reason: 'fuzzing' },
    'POST /api/admin/approvals/:id/reject': { reason: 'fuzzing' },
    'POST /api/admin/promotions': promotionDraft,
    'POST /api/admin/promotions/preview': promotionDraft,
    'POST /api/dev/gift-cards/outage': { seconds: 0 },
    'POST /api/payments/paysafe': {
      form: { amount: '1.99', payment_method: 'card', bundleId: 1, promotionId: null },
    },
    'POST /api/payments/paysafe/finalise': {
      merchantRefNum: 'cas-fuzz',
      amount: 199,
      paymentHandleToken: 'PH-fuzz',
    },
    'POST /api/confirmpayment': { status: 1 },
    'POST /api/sandbox/paysafe/:ref/instrument': {
      card_number: '4111111111111111',
      expiry: '12/30',
      cvv: '123',
      holder: 'Fuzz Tester',
    },
    'POST /api/sandbox/paysafe/:ref/challenge': { pass: true },
    'POST /api/sandbox/paysafe/:ref/settle': { status: 'COMPLETED' },
    'POST /api/games/:software/session': { channel: 'web', gameId: 1, gameMode: 'real', currencyType: 'GC' },
    'POST /api/sandbox/provider/sessions/:sessionId/rounds': { stake: '0.20' },
    ...PLAYS,
    ...STEP_STARTS,
  };
}

const PLAYS: Record<string, Record<string, unknown>> = {
  'POST /api/dicing': { wager, over: true, multiplier: 2, target: 50, seeds: { client: 'fuzz' } },
  'POST /api/limbo': { wager, target: 2 },
  'POST /api/plinko': { wager, rows: 8, risk: 'low' },
  'POST /api/keno': { wager, squares: [1, 2, 3], risk: 'low' },
  'POST /api/roulette': { bets: { bet_0: 1 }, bpc: '0.01' },
  'POST /api/baccarat': { player: wager },
  'POST /api/war': { wager },
  'POST /api/slots': { wager },
};
const STEP_STARTS: Record<string, Record<string, unknown>> = {
  'POST /api/mines': { action: 'start', wager, mines: 3 },
  'POST /api/tower': { action: 'start', wager, difficulty: 'easy' },
  'POST /api/clovercross': { action: 'start', wager, difficulty: 'easy' },
  'POST /api/blackjack': { action: 'BET', wager },
};
const STEP_MOVES: Record<string, Record<string, unknown>> = {
  'POST /api/mines': { action: 'reveal', tile: 3 },
  'POST /api/tower': { action: 'step', tile: 1 },
  'POST /api/clovercross': { action: 'step' },
};

/** Wrong types and values for any field (spec: tile null/true/[]/"" must never become a move). */
const WRONG_VALUES: unknown[] = [null, true, false, [], '', {}, [2], 1e308, -1, 'NaN', 'Infinity', '1e3'];
/** Mutations that leave a body valid: these may be played, they just must not fail with a 5xx. */
const STILL_VALID: Record<string, unknown[]> = {
  'POST /api/dicing seeds': [{}],
  'POST /api/keno squares': [[2]],
  'POST /api/crash auto_cashout': [null],
  'POST /api/favourite/check game_ids': [[], [2]],
};
/** Free-text fields: any non-empty text is a valid seed. */
const FREE_TEXT = new Set(['seeds.client', 'seeds.seed_lease_token', 'seed']);

function stillValid(key: string, field: string, original: unknown, value: unknown): boolean {
  if (typeof original === 'boolean' && typeof value === 'boolean') return true;
  if (FREE_TEXT.has(field) && typeof value === 'string' && value !== '') return true;
  return (STILL_VALID[`${key} ${field}`] ?? []).some((v) => JSON.stringify(v) === JSON.stringify(value));
}

/** Every leaf of a body (and every nested object or array itself) as a path of keys. */
function fieldPaths(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [path];
  const children = Object.entries(value).flatMap(([key, child]) => fieldPaths(child, [...path, key]));
  return path.length === 0 ? children : [path, ...children];
}

function withField(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  copy[key] = withField(copy[key], rest, value);
  return copy;
}

const valueAt = (body: unknown, path: string[]) =>
  path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body);
const stringPaths = (body: unknown) =>
  fieldPaths(body).filter((path) => typeof valueAt(body, path) === 'string');

/** What a refused request must leave as it was: every transfer, bet (games in progress too) and duel. */
async function snapshot(): Promise<string> {
  const { rows } = await sql<{ state: string }>`
    SELECT (SELECT count(*) FROM ledger_transfers)::text || ':' ||
           coalesce((SELECT md5(string_agg(b::text, ',' ORDER BY b.id)) FROM bets b), '') || ':' ||
           coalesce((SELECT md5(string_agg(d::text, ',' ORDER BY d.id)) FROM duels d), '') AS state`.execute(
    t.infra.db,
  );
  return (rows[0] as { state: string }).state;
}

/** Sends one request and checks it was refused with a 4xx, or (when allowed) played without a 5xx. */
async function refused(
  label: string,
  options: InjectOptions,
  expected: (status: number) => boolean = (s) => s >= 400 && s < 500,
) {
  const before = await snapshot();
  const answer = await t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  expect(answer.statusCode, `${label}: ${answer.body}`).toBeLessThan(500);
  expect(expected(answer.statusCode), `${label}: ${answer.statusCode} ${answer.body}`).toBe(true);
  const body = answer.json() as { message?: unknown; code?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect(typeof body.code, label).toBe('string');
  expect(await snapshot(), `${label} moved coins or changed a game`).toBe(before);
}

beforeAll(async () => {
  t = await createTestApp();
  const player = await registerPlayer(t.app);
  headers = bearer(player.token);
  const seeded = await t.app.inject({
    method: 'POST',
    url: '/api/server_seeds',
    headers,
    payload: { client_seed: 'fuzz' },
  });
  expect(seeded.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('fuzzed requests', () => {
  it('finds the routes it walks, and a valid body for every route that reads one', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const bodies = validBodies();
    const withBodies = routes.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(withBodies.filter((key) => !bodies[key] && !BODILESS.has(key) && !isProtocolRoute(key))).toEqual(
      [],
    );
    // Hub88 wallet 5, Pragmatic wallet 10, the sandbox provider's Hub88 Operator API 4.
    expect(withBodies.filter(isProtocolRoute).length).toBe(19);
  });

  it('answers a body that is not JSON, or is broken or too large, with a 4xx', async () => {
    const bodies: [string, string, number][] = [
      ['application/xml', '<play><wager>1</wager></play>', 415],
      ['application/x-www-form-urlencoded', 'wager=1&multiplier=2', 415],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="wager"\r\n\r\n1\r\n--x--\r\n',
        415,
      ],
      ['application/json', '{"wager": "1",', 422],
      ['application/json', JSON.stringify({ wager: 'x'.repeat(70 * 1024) }), 413],
    ];
    for (const route of registeredRoutes()) {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'GET' || SKIPPED.has(key) || isProtocolRoute(key)) continue;
      for (const [type, payload, status] of bodies) {
        await refused(
          `${key} as ${type}`,
          { method: route.method, url: fill(route.url), headers: { 'content-type': type }, payload },
          (s) => s === (WEBHOOKS.has(key) && status !== 413 ? 400 : status),
        );
      }
      // A route that reads no body may take any; one that reads a body must refuse plain text.
      if (BODILESS.has(key)) continue;
      await refused(`${key} as text`, {
        method: route.method,
        url: fill(route.url),
        headers: { 'content-type': 'text/plain' },
        payload: 'wager=1',
      });
    }
  });

  it("answers whatever unsigned call reaches a provider's protocol route with its protocol's refusal, moving nothing", async () => {
    const bodies: [string, string][] = [
      ['application/json', JSON.stringify({ user: '1-GC', request_uuid: 'fuzz', amount: 100_000 })],
      ['application/json', '{"user": "1-GC",'],
      ['application/xml', '<bet><amount>1</amount></bet>'],
      ['application/x-www-form-urlencoded', 'userId=1-GC&reference=fuzz&amount=1.00'],
      ['text/plain', 'amount=1'],
    ];
    const routes = registeredRoutes()
      .map((route) => `${route.method} ${route.url}`)
      .filter(isProtocolRoute);
    for (const key of routes) {
      const url = key.slice('POST '.length);
      for (const [type, payload] of bodies) {
        const before = await snapshot();
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload,
        });
        const body = answer.json() as { status?: string; error?: number | string };
        if (url.startsWith('/api/providers/hub88/')) {
          expect([answer.statusCode, body.status], `${key} as ${type}`).toEqual([
            401,
            'RS_ERROR_INVALID_SIGNATURE',
          ]);
        } else if (url.startsWith(SANDBOX_HUB88_OPERATOR_API)) {
          expect([answer.statusCode, body.error], `${key} as ${type}`).toEqual([401, 'invalid signature']);
        } else {
          expect([answer.statusCode, body.error], `${key} as ${type}`).toEqual([200, 5]);
        }
        expect(await snapshot(), `${key} as ${type} moved coins`).toBe(before);
      }
      const tooLarge = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ user: 'x'.repeat(70 * 1024) }),
      });
      expect(tooLarge.statusCode, key).toBe(413);
    }
  });

  it('refuses a NUL character in every string of a valid body, query, path and stored header', async () => {
    const nul = 'fu\u0000zz';
    const bodies = validBodies();
    for (const route of registeredRoutes()) {
      const key = `${route.method} ${route.url}`;
      if (SKIPPED.has(key)) continue;
      if (route.url.includes(':'))
        await refused(
          `${key} path`,
          { method: route.method, url: fill(route.url, 'a%00b') },
          (s) => s === 422,
        );
      if (route.method === 'GET') {
        const query = ['game', 'search', 'slug', 'software', 'rows'].map((q) => `${q}=a%00b`).join('&');
        await refused(
          `${key} query`,
          { method: 'GET', url: `${fill(route.url)}?${query}` },
          (s) => s === 422,
        );
        continue;
      }
      const body = bodies[key];
      if (!body) continue;
      for (const path of stringPaths(body)) {
        await refused(
          `${key} ${path.join('.')}`,
          { method: route.method, url: fill(route.url), payload: withField(body, path, nul) as object },
          (s) => s === 422,
        );
      }
    }
    for (const name of ['x-device-fp', 'user-agent']) {
      await refused(
        `header ${name}`,
        {
          method: 'POST',
          url: '/api/user/verify-code',
          headers: { [name]: nul },
          payload: bodies['POST /api/user/verify-code'] as object,
        },
        (s) => s === 422,
      );
    }
  });

  it('refuses the NUL characters that used to reach PostgreSQL as a 500', async () => {
    const nul = 'fu\u0000zz';
    const cases: [string, InjectOptions][] = [
      [
        'client seed',
        { method: 'POST', url: '/api/dicing/seeds', payload: { action: 'update_client', client_seed: nul } },
      ],
      ['all client seeds', { method: 'POST', url: '/api/server_seeds', payload: { client_seed: nul } }],
      [
        'referral',
        { method: 'POST', url: '/api/auth/register', payload: { form: newPlayerForm(), ref: nul } },
      ],
      [
        'fingerprint',
        { method: 'POST', url: '/api/auth/register', payload: { form: newPlayerForm(), fp: nul } },
      ],
      ['login name', { method: 'POST', url: '/api/token-login', payload: { login: nul, password: 'x' } }],
      ['game page path', { method: 'GET', url: '/api/relax/games/fu%00zz' }],
      ['history filter', { method: 'GET', url: '/api/history/all?game=fu%00zz' }],
    ];
    for (const [label, options] of cases) await refused(label, options, (s) => s === 422);
  });

  it('refuses a wrong type in any field of a play, a game start or a move, and nothing is played', async () => {
    const bodies = { ...validBodies() };
    const walk = async (key: string, body: Record<string, unknown>) => {
      const [method, url] = key.split(' ') as [Method, string];
      for (const path of fieldPaths(body)) {
        const field = path.join('.');
        const original = valueAt(body, path);
        for (const value of WRONG_VALUES) {
          const label = `${key} ${field}=${JSON.stringify(value)}`;
          const valid = stillValid(key, field, original, value);
          const options = { method, url, payload: withField(body, path, value) as object };
          if (valid) {
            const answer = await t.app.inject({ ...options, headers });
            expect(answer.statusCode, label).toBeLessThan(500);
          } else {
            await refused(label, options, (s) => s === 422);
          }
        }
      }
    };
    const games = [
      ...Object.keys(PLAYS),
      ...Object.keys(STEP_STARTS),
      'POST /api/crash',
      'POST /api/duels',
      'POST /api/favourite',
      'POST /api/favourite/check',
      'POST /api/recently-played',
    ];
    for (const key of games) await walk(key, bodies[key] as Record<string, unknown>);

    for (const [key, start] of Object.entries(STEP_STARTS)) {
      const [, url] = key.split(' ') as [Method, string];
      const started = await t.app.inject({ method: 'POST', url, headers, payload: start });
      expect(started.statusCode, `${key} start: ${started.body}`).toBe(200);
    }
    for (const [key, move] of Object.entries(STEP_MOVES)) await walk(key, move);
  });

  it('reads numbers in a query string from digits only', async () => {
    const queries = [
      '/api/history/all?rows=',
      '/api/history/all?rows=abc',
      '/api/history/all?rows=1e1',
      '/api/history/all?rows=0x10',
      '/api/history/all?rows=-5',
      '/api/history/all?rows=%205',
      '/api/history/all?rows=1&rows=2',
      '/api/crash/rounds?limit=true',
      '/api/all/games?page=1.5',
      '/api/all/games?providerid=0x1',
      '/api/all/games?categoryId=1e0',
      '/api/content/all-promotions?page=Infinity',
      '/api/content/all-promotions?category=null',
    ];
    for (const url of queries) await refused(url, { method: 'GET', url }, (s) => s === 422);
    const fine = await t.app.inject({ url: '/api/history/all?rows=20', headers });
    expect(fine.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/content/all-promotions?page=2&pageSize=5' })).statusCode).toBe(
      200,
    );
  });
});
