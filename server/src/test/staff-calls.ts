import { type Rank, STAFF_TWO_FACTOR_REQUIRED } from '@casino/contract';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { TestApp } from './app';
import { auditCount, latestAudit } from './back-office';

/**
 * Checks that a back-office call is refused to everyone given: 401 signed out, then 403 `FORBIDDEN`
 * with each of `refused` (a player, staff below the call's rank, staff without two-factor).
 */
export async function expectStaffOnly(
  t: TestApp,
  call: InjectOptions,
  refused: Record<string, string>[],
): Promise<void> {
  expect((await t.app.inject({ ...call })).statusCode).toBe(401);
  for (const headers of refused) {
    const answer = await t.app.inject({ ...call, headers });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
  }
}

/**
 * One test per back-office call, titled `title` (`$method $url` filled in), that checks it is refused
 * to everyone `refused` builds for it (see expectStaffOnly).
 */
export function eachStaffOnly(
  t: TestApp,
  calls: readonly InjectOptions[],
  title: string,
  refused: () => Promise<Record<string, string>[]>,
): void {
  it.each(calls)(title, async (call) => expectStaffOnly(t, call, await refused()));
}

type Headers = Record<string, string>;

/**
 * The back-office list at `url` (a filter in its query) as staff with `headers` see it: it answers 200
 * and every row it lists is one `matches` accepts.
 */
export async function filteredList<Row>(
  t: TestApp,
  headers: Headers,
  url: string,
  matches: (row: Row) => boolean,
): Promise<{ data: Row[]; total: number; counts: Record<string, number> }> {
  const answer = await t.app.inject({ url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const list = answer.json();
  expect(list.data.every(matches)).toBe(true);
  return list;
}

/** A list filter's value it does not know (`url`) is refused with 422, not read as no filter at all. */
export async function expectFilterRefused(t: TestApp, headers: Headers, url: string): Promise<void> {
  expect((await t.app.inject({ url, headers })).statusCode).toBe(422);
}

/** A back-office call as a permission table makes it. */
export interface StaffCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: object;
  headers?: Headers;
}

/** Makes `call` with `headers` (none: signed out), whatever headers the call carries itself. */
export function sendStaffCall(t: TestApp, call: StaffCall, headers: Headers = {}) {
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

/** A row of a permission table: one back-office endpoint and the staff action it checks. */
export interface PermissionRow<Action extends string = string> {
  action: Action;
  /** Whether success writes an audit row (a change) or only reads. */
  changes: boolean;
  /** The success status when not 200 (a creation: 201). */
  status?: number;
  /** A fresh call (its subject made anew), so each caller meets it unchanged. */
  call: () => Promise<StaffCall>;
}

/** Who calls a permission table's endpoints: staff of each rank, and an admin without two-factor. */
export interface PermissionCallers {
  staff: Record<Rank, Headers>;
  withoutTwoFactor: Headers;
}

/**
 * One test per row, titled by `title`: signed out 401; a player 403; the rank `below` gives 403; staff
 * of high enough rank without two-factor 403; none of them writes an audit row; the rank `allowed` gives
 * succeeds, and a change writes exactly one audit row of the row's action. `callers` is read once the
 * tests run (the suite signs its staff in before them).
 */
export function permissionTable<Action extends string>(
  t: TestApp,
  rows: Record<string, PermissionRow<Action>>,
  callers: () => PermissionCallers,
  ranks: (row: PermissionRow<Action>) => { below: Rank; allowed: Rank },
  title: (name: string, row: PermissionRow<Action>) => string,
): void {
  const send = (call: StaffCall, headers: Headers = {}) => sendStaffCall(t, call, headers);

  for (const [name, endpoint] of Object.entries(rows)) {
    it(title(name, endpoint), async () => {
      const { staff, withoutTwoFactor } = callers();
      const { below, allowed: rank } = ranks(endpoint);
      const call = await endpoint.call();
      const auditBefore = await auditCount(t);

      expect((await send(call)).statusCode).toBe(401);
      const player = await send(call, staff.other);
      expect(player.statusCode).toBe(403);
      expect(player.json().code).toBe('FORBIDDEN');
      expect((await send(call, staff[below])).statusCode).toBe(403);
      const noTwoFactor = await send(call, withoutTwoFactor);
      expect(noTwoFactor.statusCode).toBe(403);
      expect(noTwoFactor.json()).toMatchObject({ code: 'FORBIDDEN', message: STAFF_TWO_FACTOR_REQUIRED });
      expect(await auditCount(t)).toBe(auditBefore);

      const allowed = await send(call, staff[rank]);
      expect(allowed.statusCode, allowed.body).toBe(endpoint.status ?? 200);
      expect(await auditCount(t)).toBe(auditBefore + (endpoint.changes ? 1 : 0));
      if (endpoint.changes) expect((await latestAudit(t)).action).toBe(endpoint.action);
    });
  }
}
