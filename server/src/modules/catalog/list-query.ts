import type { LobbySort } from '@casino/contract';
import { containsPattern } from '../../db/search-patterns';

/** Which games a list draws from: the whole catalog, one category, or one player's favourites or recent plays. */
export type ListScope =
  | { kind: 'all' }
  | { kind: 'category'; categoryId: number }
  | { kind: 'favorites'; userId: bigint }
  | { kind: 'recent'; userId: bigint };

export interface ListFilter {
  scope: ListScope;
  providerIds: number[];
  /** Lower-cased, at least LOBBY_SEARCH_MIN characters, or null. */
  search: string | null;
  sort: LobbySort;
}

export interface CompiledList {
  /** A prepared-statement name: the same for every filter of the same shape. */
  name: string;
  text: string;
  values: unknown[];
}

export const GAME_COLUMNS = `g.id, g.title, g.name, g.identifier, g.software, p.slug AS provider,
  p.name AS provider_name, g.kind, g.updated_at, g.has_jackpot, p.region_allowed`;

const SCOPE_JOIN = {
  all: '',
  category: 'JOIN category_games s ON s.game_id = g.id AND s.category_id = $1',
  favorites: 'JOIN favourites s ON s.game_id = g.id AND s.user_id = $1',
  recent: 'JOIN recently_played s ON s.game_id = g.id AND s.user_id = $1',
} as const;

/** "default" keeps each scope's own order: catalog order, category position, newest favourite or play first. */
const DEFAULT_ORDER = {
  all: 'g.id',
  category: 's.position, g.id',
  favorites: 's.created_at DESC, g.id',
  recent: 's.played_at DESC, g.id',
} as const;

function orderBy(sort: LobbySort, scope: ListScope['kind']): string {
  if (sort === 'asc') return 'g.title, g.id';
  if (sort === 'desc') return 'g.title DESC, g.id DESC';
  if (sort === 'featured') return 'g.featured_rank, g.id';
  return DEFAULT_ORDER[scope];
}

/** FROM and WHERE shared by the page and the provider counts; the provider filter only where asked. */
function fromWhere(
  filter: ListFilter,
  withProviders: boolean,
): { sql: string; values: unknown[]; shape: string } {
  const { scope } = filter;
  const values: unknown[] = [];
  if (scope.kind === 'category') values.push(scope.categoryId);
  if (scope.kind === 'favorites' || scope.kind === 'recent') values.push(scope.userId);
  const conditions: string[] = [];
  if (filter.search) {
    values.push(containsPattern(filter.search));
    conditions.push(`lower(g.title) LIKE $${values.length}`);
  }
  const providers = withProviders && filter.providerIds.length > 0;
  if (providers) {
    values.push(filter.providerIds);
    conditions.push(`g.provider_id = ANY($${values.length}::int[])`);
  }
  return {
    sql: `FROM games g JOIN providers p ON p.id = g.provider_id ${SCOPE_JOIN[scope.kind]}
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    values,
    shape: `${scope.kind}_${filter.search ? 's' : ''}${providers ? 'p' : ''}`,
  };
}

/** One page of games with the list's total beside every row (a window count, one round trip). */
export function pageQuery(filter: ListFilter, limit: number, offset: number): CompiledList {
  const { sql, values, shape } = fromWhere(filter, true);
  const n = values.length;
  return {
    name: `catalog_page_${shape}_${filter.sort}`,
    text: `SELECT ${GAME_COLUMNS}, count(*) OVER () AS total ${sql}
      ORDER BY ${orderBy(filter.sort, filter.scope.kind)} LIMIT $${n + 1} OFFSET $${n + 2}`,
    values: [...values, limit, offset],
  };
}

/** Games per provider in the list before the provider filter, for the filter popover's counts. */
export function providerCountQuery(filter: ListFilter): CompiledList {
  const { sql, values, shape } = fromWhere(filter, false);
  return {
    name: `catalog_providers_${shape}`,
    text: `SELECT p.id, p.name, count(*)::int AS count ${sql} GROUP BY p.id, p.name ORDER BY p.name`,
    values,
  };
}
