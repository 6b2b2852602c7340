import type { GameDetail } from '@casino/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { useLoggedIn } from '../../api/session';
import { lobbyKeys } from '../lobby';

/** One game by its page's last path segment within its software (GET relax/games/{name}?software=). */
export function useGameDetail(software: string, name: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['game-detail', software, name],
    queryFn: () =>
      api<GameDetail>(`/relax/games/${encodeURIComponent(name)}?software=${encodeURIComponent(software)}`),
    staleTime: 300_000,
    retry: false,
  });
}

/** Opening a game's page puts it at the top of the player's Recently Played (once per game). */
export function useRecordRecentlyPlayed(gameId: number | undefined) {
  const loggedIn = useLoggedIn();
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: number) => api('/recently-played', { method: 'POST', body: { game_id: id } }),
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: lobbyKeys.lists,
        predicate: (query) => (query.queryKey[1] as { kind?: string } | undefined)?.kind === 'recent',
      }),
  });
  useEffect(() => {
    if (loggedIn && gameId !== undefined) mutate(gameId);
  }, [loggedIn, gameId, mutate]);
}

/** A house game's screen counts as playing it: it joins Recently Played like any catalog game. */
export function useRecordHouseGame(slug: string) {
  const { data } = useGameDetail('house', slug, useLoggedIn());
  useRecordRecentlyPlayed(data?.game.id);
}
