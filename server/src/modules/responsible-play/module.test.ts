import { RESPONSIBLE_PLAY_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { FakeSessions, moduleApp, playerRow, signedInPlayer } from '../../test/module-app';
import { suiteFixture } from '../../test/suite-fixture';
import { createResponsiblePlayModule } from '.';

/**
 * The responsible-play module alone, built on its ports: a database for its own tables and the player
 * gate (PGlite), sign-in faked, and a cooling-off of its own. No app, no sign-up, no vendors.
 */
const COOLING_OFF_HOURS = 36;

const database = suiteFixture(createTestDatabase);
const sessions = new FakeSessions();

const app = suiteFixture(() =>
  moduleApp((api) =>
    createResponsiblePlayModule({
      db: database.db,
      sessions,
      limitCoolingOffHours: COOLING_OFF_HOURS,
    }).routes(api),
  ),
);

const setLimit = (headers: Record<string, string>, value: string | null) =>
  app.inject({
    method: 'PUT',
    url: '/api/responsible-play/limits',
    headers,
    payload: { kind: 'loss', period: 'day', value },
  });

describe('the responsible-play module on fakes', () => {
  it('answers only a signed-in player', async () => {
    expect((await app.inject({ url: '/api/responsible-play' })).statusCode).toBe(401);
  });

  it('applies a lower limit at once and makes a raise wait the cooling-off its port gives', async () => {
    const headers = sessions.signIn(await playerRow(database.db));
    const set = await setLimit(headers, '50.00');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      cooling_off_hours: COOLING_OFF_HOURS,
      limits: [{ kind: 'loss', period: 'day', value: '50.00', pending: null }],
    });

    const raised = (await setLimit(headers, '80.00')).json();
    const [limit] = raised.limits;
    expect(limit).toMatchObject({ value: '50.00', pending: { value: '80.00' } });
    const waits = (Date.parse(limit.pending.applies_at) - Date.now()) / 3_600_000;
    expect(waits).toBeGreaterThan(COOLING_OFF_HOURS - 0.1);
    expect(waits).toBeLessThanOrEqual(COOLING_OFF_HOURS);
  });

  it('records a break on the player’s gate and refuses one that ends sooner', async () => {
    const { userId, headers } = await signedInPlayer(database.db, sessions);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/responsible-play/break',
      headers,
      payload: { days: 7 },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const gate = await database.db
      .selectFrom('player_gates')
      .select('play_refused_until')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(gate.play_refused_until?.toISOString()).toBe(taken.json().break.till);

    const shorter = await app.inject({
      method: 'POST',
      url: '/api/responsible-play/break',
      headers,
      payload: { days: 1 },
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toBe(RESPONSIBLE_PLAY_TEXTS.shorterBreak);
  });
});
