import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { toast } from '../../ui/toast';
import { lobbyKeys } from './api';

const checkKey = ['favourite-check'] as const;

/** The most games one POST favourite/check may name (the server's limit). */
const CHECK_LIMIT = 500;
/** How long a check waits for the other lists rendering at the same moment to join it. */
const GATHER_MS = 30;

let gathering: { ids: Set<number>; answer: Promise<Set<number>> } | null = null;

/**
 * The favourites among `ids`, asked together with every other list that asks within GATHER_MS: the
 * lobby's thirteen sliders asked one request each, and on a phone those queued behind the browser's six
 * connections per host held back what the player had opened (the wallet's bundles waited 0.9 s).
 */
async function favouritesAmong(ids: number[]): Promise<Set<number>> {
  if (!gathering || gathering.ids.size + ids.length > CHECK_LIMIT) {
    const batch = new Set<number>();
    const answer = new Promise((resolve) => setTimeout(resolve, GATHER_MS)).then(async () => {
      if (gathering?.ids === batch) gathering = null;
      const body = { game_ids: [...batch] };
      return new Set(
        (await api<{ favourites: number[] }>('/favourite/check', { method: 'POST', body })).favourites,
      );
    });
    gathering = { ids: batch, answer };
  }
  const joined = gathering;
  for (const id of ids) joined.ids.add(id);
  const all = await joined.answer;
  return new Set(ids.filter((id) => all.has(id)));
}

/** Which of these games the player has favourited (checks of lists shown together go as one POST). */
export function useFavouriteIds(gameIds: number[]) {
  const loggedIn = useLoggedIn();
  const ids = [...gameIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...checkKey, ids],
    queryFn: () => favouritesAmong(ids),
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
