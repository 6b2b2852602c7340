import type { Rollover } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { seededPlayer } from '../../test/plays';

const t = testAppForSuite();
const rollover = async (token: string) =>
  (await t.app.inject({ url: '/api/rollover', headers: bearer(token) })).json() as Rollover;

describe('GET /api/rollover', () => {
  it('starts with the sign-up SC unplayed and counts SC plays through, unplayed first', async () => {
    const player = await seededPlayer(t.app, 'rollover', ['dicing'], 'SC');
    expect(await rollover(player.token)).toEqual({
      received: '1.00',
      played: '0.00',
      unplayed: '1.00',
      redeemable: '0.00',
      progress: 0,
    });
    const play = await t.app.inject({
      method: 'POST',
      url: '/api/dicing',
      headers: player.headers,
      payload: { wager: '0.25', over: true, multiplier: 2, target: 50 },
    });
    expect(play.statusCode, play.body).toBe(200);
    const after = await rollover(player.token);
    expect(after).toMatchObject({ received: '1.00', played: '0.25', unplayed: '0.75', progress: 25 });
    // A win is redeemable at once; a loss leaves nothing redeemable.
    expect(['0.00', '0.50']).toContain(after.redeemable);
  });

  it('refuses guests; a new player has played none of the sign-up SC through', async () => {
    const anonymous = await t.app.inject({ url: '/api/rollover' });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await registerPlayer(t.app);
    expect((await rollover(token)).progress).toBe(0);
  });
});
