import type { ContentList, LandingPage, Promotion, PromotionCategoryWithCount } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';

const t = testAppForSuite();

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const promotions = (query = '') => get<ContentList<Promotion>>(`/api/content/all-promotions${query}`);
const slugs = (list: ContentList<Promotion>) => list.data.map((p) => p.Slug);

describe('content service: promotions', () => {
  it('shows only promotions inside their date window and not Offline, Rank first then newest', async () => {
    const list = await promotions();
    // Seeded: ranks 1, 2, 3 and one without Rank (999); expired, offline and future ones hidden.
    expect(slugs(list)).toEqual([
      'first-purchase-boost',
      'weekly-race',
      'daily-login-bonus',
      'refer-a-friend',
    ]);
    expect(list.meta.pagination).toEqual({ page: 1, pageSize: 10, total: 4, pageCount: 1 });
    expect(list.data[0]?.Category).toMatchObject({ Title: 'Bonuses' });
  });

  it('orders equal ranks by creation time, newest first', async () => {
    await sql`INSERT INTO promotions (title, slug, rank, start_date, created_at)
      VALUES ('Older rank two', 'older-rank-two', 2, now() - interval '1 day', now() - interval '2 days'),
             ('Newer rank two', 'newer-rank-two', 2, now() - interval '1 day', now() + interval '1 day')`.execute(
      t.infra.db,
    );
    try {
      expect(slugs(await promotions()).slice(1, 4)).toEqual([
        'newer-rank-two',
        'weekly-race',
        'older-rank-two',
      ]);
    } finally {
      await sql`DELETE FROM promotions WHERE slug IN ('older-rank-two', 'newer-rank-two')`.execute(
        t.infra.db,
      );
    }
  });

  it('drops entries lacking Slug or Title', async () => {
    await sql`INSERT INTO promotions (title, slug, rank) VALUES (null, 'no-title', 0), ('No slug', null, 0)`.execute(
      t.infra.db,
    );
    try {
      const list = await promotions();
      expect(list.data.every((p) => p.Slug && p.Title)).toBe(true);
      expect(list.meta.pagination.total).toBe(4);
    } finally {
      await sql`DELETE FROM promotions WHERE rank = 0`.execute(t.infra.db);
    }
  });

  it('pages with page and pageSize', async () => {
    const second = await promotions('?page=2&pageSize=3');
    expect(slugs(second)).toEqual(['refer-a-friend']);
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 3, total: 4, pageCount: 2 });
  });

  it('filters by slug, sidebar flag, featured flag, category and search', async () => {
    expect(slugs(await promotions('?slug=weekly-race'))).toEqual(['weekly-race']);
    expect(slugs(await promotions('?slug=summer-slots-marathon'))).toEqual([]);
    expect(slugs(await promotions('?slug=secret-staff-preview'))).toEqual([]);
    expect(slugs(await promotions('?showInSidebar=true'))).toEqual(['first-purchase-boost', 'weekly-race']);
    expect(slugs(await promotions('?isFeatured=true'))).toEqual(['first-purchase-boost']);
    expect(slugs(await promotions('?category=2'))).toEqual(['weekly-race']);
    expect(slugs(await promotions('?search=LEADERBOARD'))).toEqual(['weekly-race']);
    expect(slugs(await promotions('?search=100%25'))).toEqual([]);
  });

  it('rejects a bad query with 422', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/all-promotions?page=0' });
    expect(response.statusCode).toBe(422);
  });

  it('lists categories by Title with their visible promotion count, empty ones dropped', async () => {
    await sql`INSERT INTO promotion_categories (title, slug) VALUES ('Archive', 'archive')`.execute(
      t.infra.db,
    );
    const { data } = await get<{ data: PromotionCategoryWithCount[] }>(
      '/api/content/chanced-promotion-categories',
    );
    expect(data.map((c) => [c.Title, c.promotionCount])).toEqual([
      ['Bonuses', 3],
      ['Tournaments', 1],
    ]);
  });
});

describe('content service: landings and settings', () => {
  it('finds a landing page by slug, never an Offline one', async () => {
    const landing = (slug: string) =>
      get<{ data: LandingPage[] }>(`/api/content/chanced-landings?slug=${slug}`).then((r) => r.data);
    const [summer] = await landing('summer-boost');
    expect(summer).toMatchObject({
      Slug: 'summer-boost',
      HeroTitle: 'Summer Boost: Triple Coins All Weekend',
    });
    expect(await landing('winter-vault')).toEqual([]);
    expect(await landing('no-such-page')).toEqual([]);
  });

  it('reads the promotions menu settings', async () => {
    const { data } = await get<{ data: Record<string, unknown> }>('/api/content/chanced-setting');
    expect(data).toEqual({
      PromotionMenuVisible: true,
      PromotionMenuIcon: 'megaphone',
      PromotionMenuTitle: 'Promotions',
      PromotionMenuRoute: '/promotions',
    });
  });

  it('tells the web app whether the landing page is enabled', async () => {
    expect(await get<{ landing_enabled: boolean }>('/api/site-config')).toMatchObject({
      landing_enabled: true,
    });
  });
});
