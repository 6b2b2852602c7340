import {
  type ActiveCategories,
  type Category,
  type GameDetail,
  type GameList,
  type GameSlider,
  LOBBY_PER_PAGE,
} from '@casino/contract';
import type { PreparedQuery } from '../../db/database';
import { AppError } from '../../http/errors';
import { AnswerCache } from './answer-cache';
import { type GameRow, toGame } from './game-rows';
import { GAME_COLUMNS, type ListFilter, pageQuery, providerCountQuery } from './list-query';

const RELATED_GAMES = 12;

/** The lobby's reads: game lists, categories, sliders, one game. */
export class Catalog {
  private readonly answers = new AnswerCache();
  private categories: Promise<ActiveCategories> | null = null;

  constructor(private readonly prepared: PreparedQuery) {}

  /** A list answer as JSON; shared lists come from the cache, a player's own (favourites, recent) never. */
  listJson(filter: ListFilter, page: number, regionRestricted: boolean): Promise<string> {
    const compute = () => this.list(filter, page, regionRestricted);
    if (filter.scope.kind === 'favorites' || filter.scope.kind === 'recent') {
      return compute().then((answer) => JSON.stringify(answer));
    }
    const key = JSON.stringify([
      filter.scope,
      [...filter.providerIds].sort(),
      filter.search,
      filter.sort,
      page,
      regionRestricted,
    ]);
    return this.answers.get(key, compute);
  }

  /** One page (1-based; a page past the end answers the last page) and the provider counts. */
  async list(filter: ListFilter, page: number, regionRestricted: boolean): Promise<GameList> {
    const counts = providerCountQuery(filter);
    const [rows, providers] = await Promise.all([
      this.page(filter, page),
      this.prepared<{ id: number; name: string; count: number }>(counts.name, counts.text, counts.values),
    ]);
    let current = page;
    let data = rows;
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) {
      total = Number((await this.page(filter, 1))[0]?.total ?? 0);
      current = Math.max(1, Math.ceil(total / LOBBY_PER_PAGE));
      data = await this.page(filter, current);
    }
    return {
      results: {
        data: data.map((row) => toGame(row, regionRestricted)),
        current_page: current,
        last_page: Math.max(1, Math.ceil(total / LOBBY_PER_PAGE)),
        per_page: LOBBY_PER_PAGE,
        total,
      },
      providers,
    };
  }

  private page(filter: ListFilter, page: number) {
    const q = pageQuery(filter, LOBBY_PER_PAGE, (page - 1) * LOBBY_PER_PAGE);
    return this.prepared<GameRow & { total: bigint }>(q.name, q.text, q.values);
  }

  /** GET /api/active-categories: loaded once; the catalog changes only with a deploy or clear(). */
  activeCategories(): Promise<ActiveCategories> {
    this.categories ??= this.loadCategories().catch((error) => {
      this.categories = null;
      throw error;
    });
    return this.categories;
  }

  async categoryByApiSlug(apiSlug: string): Promise<Category | undefined> {
    return (await this.activeCategories()).result.categories.find((c) => c.api_slug === apiSlug);
  }

  async categoryById(id: number): Promise<Category | undefined> {
    return (await this.activeCategories()).result.categories.find((c) => c.id === id);
  }

  /** A slider's games: the first games_display_count of its category, in category order. */
  async slider(category: Category, regionRestricted: boolean): Promise<GameSlider> {
    const rows = await this.prepared<GameRow>(
      'catalog_slider',
      `SELECT ${GAME_COLUMNS} FROM category_games s JOIN games g ON g.id = s.game_id
         JOIN providers p ON p.id = g.provider_id
        WHERE s.category_id = $1 ORDER BY s.position LIMIT $2`,
      [category.id, category.games_display_count],
    );
    return { data: rows.map((row) => toGame(row, regionRestricted)) };
  }

  /** One game by id, or by the last segment of its page's path (optionally within one software). */
  async game(key: string, software: string | undefined, regionRestricted: boolean): Promise<GameDetail> {
    const byId = /^\d{1,9}$/.test(key);
    const [row] = await this.prepared<GameRow & { provider_id: number }>(
      byId ? 'catalog_game_by_id' : 'catalog_game_by_link',
      `SELECT ${GAME_COLUMNS}, g.provider_id FROM games g JOIN providers p ON p.id = g.provider_id
        WHERE ${byId ? 'g.id = $1' : 'g.link_name = $1 AND ($2::text IS NULL OR g.software = $2)'}
        ORDER BY g.id LIMIT 1`,
      byId ? [Number(key)] : [key, software ?? null],
    );
    if (!row) throw new AppError('NOT_FOUND', 'This game could not be found.');
    const related = await this.prepared<GameRow>(
      'catalog_related',
      `SELECT ${GAME_COLUMNS} FROM games g JOIN providers p ON p.id = g.provider_id
        WHERE g.provider_id = $1 AND g.id <> $2 ORDER BY g.featured_rank LIMIT $3`,
      [row.provider_id, row.id, RELATED_GAMES],
    );
    return {
      game: toGame(row, regionRestricted),
      related: related.map((r) => toGame(r, regionRestricted)),
    };
  }

  /** Forgets cached answers after a catalog change. */
  clear(): void {
    this.answers.clear();
    this.categories = null;
  }

  private async loadCategories(): Promise<ActiveCategories> {
    const [categories, providers] = await Promise.all([
      this.prepared<Category & { sort_order: number }>(
        'catalog_categories',
        `SELECT id, name, slug, icon, sort_order, type, data, show_in_menu, show_in_home, show_in_all_games,
                template, games_display_count, api_slug, options
           FROM categories ORDER BY sort_order, id`,
        [],
      ),
      this.prepared<{ id: number; name: string; logo_image: string; count: number }>(
        'catalog_providers',
        `SELECT p.id, p.name, p.logo_image, count(g.id)::int AS count
           FROM providers p JOIN games g ON g.provider_id = p.id GROUP BY p.id ORDER BY p.name`,
        [],
      ),
    ]);
    return {
      result: {
        categories: categories.map(({ sort_order, ...c }) => ({ ...c, order: sort_order })),
        providers,
        promo_race: null,
      },
    };
  }
}
