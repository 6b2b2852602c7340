import { type GameList, REGION_ALLOWED_PROVIDERS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';

const t = testAppForSuite({ PROHIBITED_ACCESS_USERNAMES: 'region_blocked' });

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

async function list(query: string, token?: string): Promise<GameList> {
  const response = await t.app.inject({ url: `/api/all/games${query}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GameList;
}

describe('favourites', () => {
  it('needs a signed-in player', async () => {
    expect((await post('/api/favourite', { game_id: 1 })).statusCode).toBe(401);
    expect((await post('/api/favourite/check', { game_ids: [1] })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/all/games?categoryId=favorites' })).statusCode).toBe(401);
  });

  it('toggles, checks and lists the newest favourite first', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await post('/api/favourite', { game_id: 20 }, token)).json()).toEqual({ favourite: true });
    expect((await post('/api/favourite', { game_id: 30 }, token)).json()).toEqual({ favourite: true });
    expect((await post('/api/favourite', { game_id: 40 }, token)).json()).toEqual({ favourite: true });
    expect((await post('/api/favourite', { game_id: 20 }, token)).json()).toEqual({ favourite: false });
    const check = await post('/api/favourite/check', { game_ids: [20, 30, 40, 50] }, token);
    expect(check.json()).toEqual({ favourites: [30, 40] });
    const page = await list('?categoryId=favorites', token);
    expect(page.results.data.map((g) => g.id)).toEqual([40, 30]);
    expect(page.results.total).toBe(2);
    // Another player's favourites are their own.
    const other = await registerPlayer(t.app);
    expect((await list('?categoryId=favorites', other.token)).results.total).toBe(0);
  });

  it('refuses a game that does not exist and a malformed body', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await post('/api/favourite', { game_id: 999_999 }, token)).statusCode).toBe(404);
    expect((await post('/api/favourite', { game_id: 'x' }, token)).statusCode).toBe(422);
  });
});

describe('recently played', () => {
  it('lists the latest played game first, once per game', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await post('/api/recently-played', { game_id: 5 })).statusCode).toBe(401);
    for (const id of [5, 6, 7, 5]) {
      expect((await post('/api/recently-played', { game_id: id }, token)).statusCode).toBe(200);
    }
    const page = await list('?categoryId=recent', token);
    expect(page.results.data.map((g) => g.id)).toEqual([5, 7, 6]);
    expect((await list('?categoryId=recent&sort=asc', token)).results.total).toBe(3);
    expect((await t.app.inject({ url: '/api/all/games?categoryId=recent' })).statusCode).toBe(401);
  });
});

describe('region restriction', () => {
  const allowed = new Set<string>(REGION_ALLOWED_PROVIDERS);

  it('marks games of providers outside the allowed list for a prohibitedAccess player', async () => {
    const { token } = await registerPlayer(t.app, { username: 'region_blocked' });
    const page = await list('?sort=featured&page=3', token);
    const blocked = page.results.data.filter((g) => g.location_prohibited);
    expect(blocked.length).toBeGreaterThan(0);
    for (const game of page.results.data) {
      const expected = !allowed.has(game.provider_name) && game.software !== 'house';
      expect(Boolean(game.location_prohibited), game.provider_name).toBe(expected);
    }
  });

  it('leaves everyone else unmarked unless the list call asks for it', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await list('?sort=featured&page=3', token)).results.data.some((g) => g.location_prohibited)).toBe(
      false,
    );
    expect((await list('?sort=featured&page=3')).results.data.some((g) => g.location_prohibited)).toBe(false);
    const asked = await list('?sort=featured&page=3&location_prohibited=true');
    expect(asked.results.data.some((g) => g.location_prohibited)).toBe(true);
  });
});
