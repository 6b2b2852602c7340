import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { TestApp } from './app';

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
