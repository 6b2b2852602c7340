import type { ActiveCategories, GameList } from '@casino/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useViewerKey } from '../../api/queries';
import { gameListUrl, type ListFilters, type ListSource } from './list-query';

/** Catalog reads change rarely: five minutes fresh (spec §9 stale time). */
const CATALOG_STALE_MS = 300_000;

export const lobbyKeys = {
  categories: ['active-categories'] as const,
  lists: ['game-list'] as const,
};

export function useActiveCategories() {
  return useQuery({
    queryKey: useViewerKey(lobbyKeys.categories),
    queryFn: () => api<ActiveCategories>('/active-categories'),
    staleTime: CATALOG_STALE_MS,
    select: (data) => data.result,
  });
}

/** One lobby list, page by page: Load More appends the next page (spec §4). */
export function useGameList(source: ListSource, filters: ListFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: useViewerKey([...lobbyKeys.lists, source, filters]),
    queryFn: ({ pageParam }) => api<GameList>(gameListUrl(source, filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.results.current_page < last.results.last_page ? last.results.current_page + 1 : undefined,
    enabled,
    staleTime: 60_000,
  });
}
