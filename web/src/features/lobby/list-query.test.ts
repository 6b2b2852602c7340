import type { Category, Game, GameList } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import {
  gameListUrl,
  loadedGames,
  NO_FILTERS,
  pillSearch,
  preselectedProvider,
  sourceForSlug,
} from './list-query';

const slots: Category = {
  id: 7,
  name: 'Slots',
  slug: 'slots',
  icon: null,
  order: 1,
  type: 'category',
  data: {},
  show_in_menu: true,
  show_in_home: true,
  show_in_all_games: true,
  template: null,
  games_display_count: 20,
  api_slug: null,
  options: { tag: 'hot' },
};

describe('lobby list query', () => {
  it('lists all games with only the page when nothing is chosen', () => {
    expect(gameListUrl({ kind: 'all' }, NO_FILTERS, 1)).toBe('/all/games?page=1');
  });
  it('carries category id, options, providers, sort and search', () => {
    const url = gameListUrl(
      { kind: 'category', category: slots },
      { providers: [3, 5], sort: 'asc', search: ' gold ' },
      2,
    );
    expect(url).toBe('/all/games?tag=hot&categoryId=7&providers=3%2C5&sort=asc&search=gold&page=2');
  });
  it("lists the player's favourites and recent plays through the special category ids", () => {
    expect(gameListUrl({ kind: 'favorites' }, NO_FILTERS, 1)).toBe('/all/games?categoryId=favorites&page=1');
    expect(gameListUrl({ kind: 'recent' }, NO_FILTERS, 2)).toBe('/all/games?categoryId=recent&page=2');
  });
  it('ignores a search shorter than three characters', () => {
    expect(gameListUrl({ kind: 'all' }, { ...NO_FILTERS, search: 'go' }, 1)).toBe('/all/games?page=1');
  });
  it('uses the category api_slug list when it has one', () => {
    const featured = { ...slots, api_slug: 'relax/featured', options: {} };
    expect(gameListUrl({ kind: 'category', category: featured }, NO_FILTERS, 1)).toBe(
      '/relax/featured/paginated?page=1',
    );
  });
  it('falls back to all for unknown slugs and knows the special ones', () => {
    expect(sourceForSlug('nope', [slots])).toEqual({ kind: 'all' });
    expect(sourceForSlug('slots', [slots])).toEqual({ kind: 'category', category: slots });
    expect(sourceForSlug('favorites', [])).toEqual({ kind: 'favorites' });
    expect(sourceForSlug('recent', undefined)).toEqual({ kind: 'recent' });
  });
  it('preselects a provider only for a positive number in any of the three spellings', () => {
    expect(preselectedProvider(new URLSearchParams('providerid=4'))).toBe(4);
    expect(preselectedProvider(new URLSearchParams('providerId=9'))).toBe(9);
    expect(preselectedProvider(new URLSearchParams('provider_id=12'))).toBe(12);
    expect(preselectedProvider(new URLSearchParams('providerid=0'))).toBeNull();
    expect(preselectedProvider(new URLSearchParams('providerid=-3'))).toBeNull();
    expect(preselectedProvider(new URLSearchParams('providerid=abc'))).toBeNull();
  });
});

describe('changing category', () => {
  it('keeps other query parameters and drops the chosen provider', () => {
    expect(pillSearch('?providerid=3&utm_source=x&providerId=4&provider_id=5')).toBe('?utm_source=x');
    expect(pillSearch('?providerid=3')).toBe('');
    expect(pillSearch('')).toBe('');
  });
});

describe('loaded games', () => {
  const game = (id: number) => ({ id, title: `Game ${id}` }) as Game;
  const page = (ids: number[], current: number): GameList => ({
    results: { data: ids.map(game), current_page: current, last_page: 3, per_page: 2, total: 6 },
    providers: [],
  });
  it('appends pages in order, each game once', () => {
    expect(loadedGames([page([1, 2], 1), page([2, 3], 2)]).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(loadedGames(undefined)).toEqual([]);
  });
});
