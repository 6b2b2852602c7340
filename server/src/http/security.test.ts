import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, testAppForSuite } from '../test/app';

const t = testAppForSuite();

describe('Cache-Control', () => {
  it('keeps every API answer out of caches: signed-in reads, tokens, plays, errors and encoded paths', async () => {
    const player = await registerPlayer(t.app);
    const headers = bearer(player.token);
    const answers = [
      await t.app.inject({ url: '/api/user', headers }),
      await t.app.inject({ url: '/%61pi/user/balance', headers }),
      await t.app.inject({
        method: 'POST',
        url: '/api/token-login',
        payload: { login: player.form.username, password: player.form.password },
      }),
      await t.app.inject({ method: 'POST', url: '/api/dicing', headers, payload: { wager: 'x' } }),
      await t.app.inject({ url: '/api/user' }),
      await t.app.inject({ url: '/api/all/games' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 422, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('maintenance', () => {
  it('closes the API by route, however its path is encoded', async () => {
    const down = await createTestApp({ MAINTENANCE: 'true' });
    try {
      for (const url of ['/api/user', '/%61pi/user', '/api/%75ser'])
        expect((await down.app.inject({ url })).statusCode, url).toBe(503);
      expect((await down.app.inject({ url: '/api/%73ite-config' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
