import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { toast } from '../../ui/toast';
import { lobbyKeys } from './api';

const checkKey = ['favourite-check'] as const;

/** Which of these games the player has favourited (one POST favourite/check per visible list). */
export function useFavouriteIds(gameIds: number[]) {
  const loggedIn = useLoggedIn();
  const ids = [...gameIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...checkKey, ids],
    queryFn: async () =>
      new Set(
        (await api<{ favourites: number[] }>('/favourite/check', { method: 'POST', body: { game_ids: ids } }))
          .favourites,
      ),
    enabled: loggedIn && ids.length > 0,
    staleTime: 60_000,
  });
}

/**
 * A favourite button for one game (`favourite` is unknown until the check answers): whether it is `on`,
 * `pending` while a toggle is on its way, and `props` saying both and what pressing it does to which game;
 * a guest pressing it is asked to log in.
 */
export function useFavouriteToggle(gameId: number, title: string, favourite: boolean | undefined) {
  const loggedIn = useLoggedIn();
  const { open } = useTab();
  const toggle = useToggleFavourite();
  const on = favourite === true;
  return {
    on,
    pending: toggle.isPending,
    props: {
      'aria-pressed': on,
      'aria-label': on ? `Remove ${title} from favourites` : `Add ${title} to favourites`,
      onClick: () => (loggedIn ? toggle.mutate(gameId) : open('login')),
    },
  };
}

/** POST favourite toggles; every cached check and the Favorites list learn the answer at once. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) =>
      api<{ favourite: boolean }>('/favourite', { method: 'POST', body: { game_id: gameId } }),
    onSuccess: ({ favourite }, gameId) => {
      client.setQueriesData<Set<number>>({ queryKey: checkKey }, (set) => {
        if (!set) return set;
        const next = new Set(set);
        if (favourite) next.add(gameId);
        else next.delete(gameId);
        return next;
      });
      void client.invalidateQueries({ queryKey: checkKey, refetchType: 'none' });
      void client.invalidateQueries({
        queryKey: lobbyKeys.lists,
        predicate: (query) => (query.queryKey[1] as { kind?: string } | undefined)?.kind === 'favorites',
      });
    },
    onError: () => toast.error('Uh-oh', 'Your favourites could not be updated. Please retry.'),
  });
}
