import type { Category, Game, GameList, LobbySort } from '@casino/contract';
import { LOBBY_SEARCH_MIN } from '@casino/contract';

/** What a lobby grid lists: every game, one category, or the player's own lists (spec §2 special slugs). */
export type ListSource =
  | { kind: 'all' }
  | { kind: 'favorites' }
  | { kind: 'recent' }
  | { kind: 'category'; category: Category };

export interface ListFilters {
  providers: number[];
  sort: LobbySort;
  search: string;
}

export const NO_FILTERS: ListFilters = { providers: [], sort: 'default', search: '' };

/** The API path that lists a source: a category with api_slug has its own list (spec §7). */
function listPath(source: ListSource): string {
  if (source.kind === 'category' && source.category.api_slug) return `/${source.category.api_slug}/paginated`;
  return '/all/games';
}

/** The search only applies from three characters (spec §5); shorter input lists as if empty. */
export const effectiveSearch = (search: string) => {
  const trimmed = search.trim();
  return trimmed.length >= LOBBY_SEARCH_MIN ? trimmed : '';
};

/**
 * GET path and query of one page of a lobby list (spec §7 all/games query). The server marks
 * region-blocked games itself from the signed-in player, so the page never claims a region.
 */
export function gameListUrl(source: ListSource, filters: ListFilters, page: number): string {
  const query = new URLSearchParams();
  if (source.kind === 'category') {
    for (const [key, value] of Object.entries(source.category.options ?? {})) query.set(key, value);
    if (!source.category.api_slug) query.set('categoryId', String(source.category.id));
  }
  // The player's own lists are the all-games list narrowed by a special category id.
  if (source.kind === 'favorites' || source.kind === 'recent') query.set('categoryId', source.kind);
  if (filters.providers.length > 0) query.set('providers', filters.providers.join(','));
  if (filters.sort !== 'default') query.set('sort', filters.sort);
  const search = effectiveSearch(filters.search);
  if (search) query.set('search', search);
  query.set('page', String(page));
  return `${listPath(source)}?${query}`;
}

/** providerid / providerId / provider_id preselect one provider when a positive whole number (spec §5). */
export function preselectedProvider(params: URLSearchParams): number | null {
  const raw = params.get('providerid') ?? params.get('providerId') ?? params.get('provider_id');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Special slugs of spec §2, then the category of that slug; an unknown slug falls back to all. */
export function sourceForSlug(slug: string | undefined, categories: Category[] | undefined): ListSource {
  if (slug === 'favorites') return { kind: 'favorites' };
  if (slug === 'recent') return { kind: 'recent' };
  const category = categories?.find((c) => c.slug === slug && c.type === 'category');
  return category ? { kind: 'category', category } : { kind: 'all' };
}

/** The query a category pill keeps: everything but the chosen providers (spec §2). */
export function pillSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['providerid', 'providerId', 'provider_id']) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The games of a list's loaded pages, in order, each once. */
export function loadedGames(pages: GameList[] | undefined): Game[] {
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const page of pages ?? []) {
    for (const game of page.results.data) {
      if (!seen.has(game.id)) {
        seen.add(game.id);
        games.push(game);
      }
    }
  }
  return games;
}
