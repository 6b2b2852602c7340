import type { GameRtp, RtpList } from '@casino/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The figures change with every flush (a few seconds): refetched on focus after half a minute. */
const FRESH_MS = 30_000;

/** GET /api/rtp: a page of games, most rounds first, `search` on the title. */
export function useRtpList(search: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return useQuery({
    queryKey: ['rtp', 'list', search, page],
    queryFn: () => api<RtpList>(`/rtp?${params}`),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** GET /api/rtp/{gameId}: one game, both coins. */
export function useGameRtp(gameId: number) {
  return useQuery({
    queryKey: ['rtp', 'game', gameId],
    queryFn: () => api<GameRtp>(`/rtp/${gameId}`),
    enabled: Number.isInteger(gameId) && gameId > 0,
    staleTime: FRESH_MS,
  });
}
