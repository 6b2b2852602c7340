import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../../test/app';

/** A player who may claim: email verified, identity approved, and a location check where they registered. */
export { locatedPlayer as claimingPlayer } from '../../test/verified-players';

/** Posts (or gets) a claim with its own Idempotency-Key unless one is given. */
export function claim(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload: object = {},
  key: string = randomUUID(),
  app = t.app,
) {
  return app.inject({
    method,
    url,
    headers: { ...headers, 'idempotency-key': key },
    ...(method === 'POST' ? { payload } : {}),
  });
}

/** Moves the player's bonus timers back, as if `hours` had passed (claims compare on the database clock). */
export async function bonusHoursPass(t: TestApp, userId: bigint, hours: number): Promise<void> {
  await sql`UPDATE bonus_states SET last_claimed_at = last_claimed_at - interval '1 hour' * ${hours}
             WHERE user_id = ${userId}`.execute(t.infra.db);
}

/** The player's balances as `GET /api/user/balance` answers them. */
export async function wallet(t: TestApp, headers: Record<string, string>) {
  const answer = await t.app.inject({ url: '/api/user/balance', headers });
  return answer.json() as { gc: string; sc: { total: string; unplayed: string } };
}
