import type { ActiveCategories, GameList } from '@casino/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../api/session';
import { gameListUrl, type ListFilters, type ListSource } from './list-query';

/** Catalog reads change rarely: five minutes fresh (spec §9 stale time). */
const CATALOG_STALE_MS = 300_000;

export const lobbyKeys = {
  categories: ['active-categories'] as const,
  lists: ['game-list'] as const,
};

export function useActiveCategories() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...lobbyKeys.categories, token !== null],
    queryFn: () => api<ActiveCategories>('/active-categories'),
    staleTime: CATALOG_STALE_MS,
    select: (data) => data.result,
  });
}

/** One lobby list, page by page: Load More appends the next page (spec §4). */
export function useGameList(source: ListSource, filters: ListFilters, enabled = true) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: [...lobbyKeys.lists, source, filters, token !== null],
    queryFn: ({ pageParam }) => api<GameList>(gameListUrl(source, filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.results.current_page < last.results.last_page ? last.results.current_page + 1 : undefined,
    enabled,
    staleTime: 60_000,
  });
}
