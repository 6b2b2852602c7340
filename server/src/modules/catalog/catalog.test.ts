import { type ActiveCategories, type Game, type GameList, LOBBY_PER_PAGE, SOFTWARES } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';

const t = testAppForSuite();

async function list(query: string): Promise<GameList> {
  const response = await t.app.inject({ url: `/api/all/games${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GameList;
}

/** Every page of a list, in order. */
async function allPages(query: string): Promise<Game[]> {
  const first = await list(query);
  const games = [...first.results.data];
  for (let page = 2; page <= first.results.last_page; page++) {
    games.push(...(await list(`${query}&page=${page}`)).results.data);
  }
  return games;
}

async function categories() {
  return ((await t.app.inject({ url: '/api/active-categories' })).json() as ActiveCategories).result;
}

const totalGames = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM games`.execute(t.infra.db)).rows[0]?.n);

describe('seeded catalog', () => {
  it('holds over 1,200 third-party games across the six softwares and at least 12 providers', async () => {
    const bySoftware = await sql<{ software: string; games: number; providers: number }>`
      SELECT g.software, count(*)::int AS games, count(DISTINCT g.provider_id)::int AS providers
        FROM games g GROUP BY g.software`.execute(t.infra.db);
    const thirdParty = bySoftware.rows.filter((r) => r.software !== 'house');
    expect(thirdParty.map((r) => r.software).sort()).toEqual([...SOFTWARES].sort());
    expect(thirdParty.reduce((sum, r) => sum + r.games, 0)).toBeGreaterThanOrEqual(1200);
    expect(thirdParty.reduce((sum, r) => sum + r.providers, 0)).toBeGreaterThanOrEqual(12);
    const softswiss = await sql<{ identifier: string }>`
      SELECT identifier FROM games WHERE software = 'softswiss'`.execute(t.infra.db);
    expect(softswiss.rows.every((r) => /^[a-z0-9]+:[a-z0-9_]+$/.test(r.identifier))).toBe(true);
  });

  it('lists the categories with the banner, sliders, sections and the Games menu', async () => {
    const { categories: all, providers, promo_race } = await categories();
    expect(promo_race).toBeNull();
    const banner = all.find((c) => c.slug === 'main-banner');
    expect(banner?.type).toBe('banner');
    expect(banner?.data.images?.length).toBeGreaterThanOrEqual(3);
    expect(banner?.data.images?.[0]).toMatchObject({
      image: '/art/banners/1.svg',
      type: 'page',
      url: '/promotions/first-purchase-boost',
    });
    expect(all.filter((c) => c.show_in_menu).map((c) => c.name)).toEqual([
      'Originals',
      'Slots',
      'Live',
      'Game Shows',
      'New Releases',
      'Table Games',
      'Blackjack',
      'Roulette',
    ]);
    expect(all.filter((c) => c.type === 'section').map((c) => c.slug)).toEqual(['quick-buy', 'providers']);
    expect(all.find((c) => c.slug === 'trending')?.api_slug).toBe('relax/trending');
    expect(all.map((c) => c.order)).toEqual([...all.map((c) => c.order)].sort((a, b) => a - b));
    expect(providers.reduce((sum, p) => sum + p.count, 0)).toBe(await totalGames());
  });

  it('puts the fourteen house games, by their web slugs, in Originals', async () => {
    const originals = (await categories()).categories.find((c) => c.slug === 'originals');
    const page = await list(`?categoryId=${originals?.id}`);
    expect(page.results.total).toBe(14);
    expect(page.results.data.map((g) => g.identifier)).toEqual([
      'dice',
      'limbo',
      'plinko',
      'keno',
      'mines',
      'latergator',
      'clovercross',
      'blackjack',
      'roulette',
      'baccarat',
      'war',
      'slots',
      'crash',
      'duels',
    ]);
    expect(page.results.data.every((g) => g.software === 'house')).toBe(true);
  });
});

describe('GET /api/all/games', () => {
  it('pages the whole catalog with provider counts', async () => {
    const total = await totalGames();
    const first = await list('');
    expect(first.results).toMatchObject({
      current_page: 1,
      per_page: LOBBY_PER_PAGE,
      total,
      last_page: Math.ceil(total / LOBBY_PER_PAGE),
    });
    expect(first.results.data).toHaveLength(LOBBY_PER_PAGE);
    expect(first.providers.reduce((sum, p) => sum + p.count, 0)).toBe(total);
    const second = await list('?page=2');
    expect(second.results.data[0]?.id).not.toBe(first.results.data[0]?.id);
    const last = await list(`?page=${first.results.last_page}`);
    expect(last.results.data).toHaveLength(total - (first.results.last_page - 1) * LOBBY_PER_PAGE);
  });

  it('answers the last page for a page past the end and refuses a page below 1', async () => {
    const beyond = await list('?page=9999');
    expect(beyond.results.current_page).toBe(beyond.results.last_page);
    expect(beyond.results.data.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/all/games?page=0' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/all/games?page=two' })).statusCode).toBe(422);
  });

  it('searches titles by any part, ignoring case, from three characters', async () => {
    const reef = await list('?search=REE');
    expect(reef.results.total).toBeGreaterThan(0);
    expect(reef.results.total).toBeLessThan(await totalGames());
    expect(reef.results.data.every((g) => g.title.toLowerCase().includes('ree'))).toBe(true);
    expect((await list('?search=ree')).results.total).toBe(reef.results.total);
    expect((await list('?search=re')).results.total).toBe(await totalGames());
    // LIKE wildcards are matched literally.
    expect((await list('?search=%25%25%25')).results.total).toBe(0);
  });

  it('filters by providers, keeping the counts of the unfiltered list', async () => {
    const all = await list('?search=gold');
    const [a, b] = all.providers;
    if (!a || !b) throw new Error('expected two providers with gold games');
    const filtered = await list(`?search=gold&providers=${a.id},${b.id}`);
    expect(filtered.results.total).toBe(a.count + b.count);
    expect(new Set(filtered.results.data.map((g) => g.provider_name))).toEqual(new Set([a.name, b.name]));
    expect(filtered.providers).toEqual(all.providers);
    expect((await list(`?providerid=${a.id}`)).results.data.every((g) => g.provider_name === a.name)).toBe(
      true,
    );
    for (const bad of ['providers=abc', 'providers=0', 'providerid=-1', 'providerid=x']) {
      expect((await t.app.inject({ url: `/api/all/games?${bad}` })).statusCode, bad).toBe(422);
    }
  });

  it('sorts A-Z, Z-A and by featured rank', async () => {
    const asc = await allPages('?search=baccarat live&sort=asc');
    const desc = await allPages('?search=baccarat live&sort=desc');
    expect(asc.length).toBeGreaterThan(LOBBY_PER_PAGE);
    expect(asc.map((g) => g.title)).not.toEqual(desc.map((g) => g.title));
    expect(desc.map((g) => g.id)).toEqual(asc.map((g) => g.id).reverse());
    expect(asc[0]?.title.localeCompare(asc.at(-1)?.title ?? '')).toBeLessThan(0);
    const featured = await list('?sort=featured');
    const ranks = await sql<{ id: number; featured_rank: number }>`
      SELECT id, featured_rank FROM games ORDER BY featured_rank LIMIT ${LOBBY_PER_PAGE}`.execute(t.infra.db);
    expect(featured.results.data.map((g) => g.id)).toEqual(ranks.rows.map((r) => r.id));
    expect((await t.app.inject({ url: '/api/all/games?sort=newest' })).statusCode).toBe(422);
  });

  it('lists a category in its own order and refuses an unknown one', async () => {
    const slots = (await categories()).categories.find((c) => c.slug === 'slots');
    const page = await list(`?categoryId=${slots?.id}`);
    const expected = await sql<{ game_id: number }>`
      SELECT game_id FROM category_games WHERE category_id = ${slots?.id} ORDER BY position
       LIMIT ${LOBBY_PER_PAGE}`.execute(t.infra.db);
    expect(page.results.data.map((g) => g.id)).toEqual(expected.rows.map((r) => r.game_id));
    expect((await t.app.inject({ url: '/api/all/games?categoryId=99999' })).statusCode).toBe(404);
  });
});

describe('sliders, api_slug lists and one game', () => {
  it('lists a category by its api_slug, paged and as a slider', async () => {
    const trending = await t.app.inject({ url: '/api/relax/trending/paginated?page=2' });
    expect(trending.json().results).toMatchObject({ current_page: 2, total: 72, last_page: 3 });
    const slider = (await t.app.inject({ url: '/api/relax/featured' })).json();
    expect(slider.data).toHaveLength(24);
    expect((await t.app.inject({ url: '/api/relax/nothing/paginated' })).statusCode).toBe(404);
  });

  it('finds a game by id or by its link name, with related games of its provider', async () => {
    const [row] = (
      await sql<{ id: number; link_name: string }>`
        SELECT id, link_name FROM games WHERE software = 'softswiss' ORDER BY id LIMIT 1`.execute(t.infra.db)
    ).rows;
    const byId = (await t.app.inject({ url: `/api/relax/games/${row?.id}` })).json();
    expect(byId.game.id).toBe(row?.id);
    expect(byId.related.length).toBeGreaterThan(0);
    expect(
      byId.related.every((g: { provider: string; id: number }) => g.provider === byId.game.provider),
    ).toBe(true);
    const byLink = (
      await t.app.inject({ url: `/api/relax/games/${row?.link_name}?software=softswiss` })
    ).json();
    expect(byLink.game.id).toBe(row?.id);
    expect((await t.app.inject({ url: '/api/relax/games/no-such-game' })).statusCode).toBe(404);
  });
});

describe('title search index', () => {
  it('is a trigram index the planner can use for a part-of-title search', async () => {
    // The seeded table is small enough that a sequential scan may be cheaper; take it away to see the index is usable.
    const plan = await t.infra.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM games g WHERE lower(g.title) LIKE '%reef%'`.execute(trx);
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('games_title_trgm');
  });
});
