import type { SeedPairView } from '@casino/contract';
import type { BlackjackAction } from '@casino/fairness';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { queryClient } from '../../../api/queries';
import { useLoggedIn } from '../../../api/session';
import { gameKeys } from '../api';
import { applyPlayBalance } from '../balance';
import { showPlayError } from '../play-error';
import type { BlackjackGame } from './blackjack-view';

const GAME = 'blackjack';
export type BlackjackPending = 'BET' | BlackjackAction | null;

/**
 * The blackjack game on screen. The game in progress comes from GET /api/blackjack, so a reload
 * resumes it; `deal` posts {action: 'BET', wager} and `act` one move. Every answer's balance replaces
 * the header's at once. A finished game stays on screen until the next deal. One call at a time:
 * a second press while one is on its way is dropped, never sent twice.
 */
export function useBlackjack() {
  const loggedIn = useLoggedIn();
  const active = useQuery({
    queryKey: gameKeys.step(GAME),
    queryFn: () => api<{ game: BlackjackGame | null }>(`/${GAME}`).then((r) => r.game),
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [finished, setFinished] = useState<BlackjackGame | null>(null);
  const [pending, setPending] = useState<BlackjackPending>(null);
  const inFlight = useRef(false);

  const send = useCallback(async (body: Record<string, unknown>, kind: Exclude<BlackjackPending, null>) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(kind);
    try {
      const view = await api<BlackjackGame>(`/${GAME}`, { method: 'POST', body, movesCoins: true });
      applyPlayBalance(view.balance, view.game_mode);
      if (kind === 'BET') {
        queryClient.setQueryData<SeedPairView>(gameKeys.seeds(GAME), (pair) =>
          pair ? { ...pair, nonce: pair.nonce + 1 } : pair,
        );
      }
      if (view.status === 'settled') {
        queryClient.setQueryData(gameKeys.step(GAME), null);
        setFinished(view);
      } else {
        queryClient.setQueryData(gameKeys.step(GAME), view);
        setFinished(null);
      }
      return view;
    } catch (error) {
      showPlayError(GAME, error);
      // A refused move may mean the game moved on elsewhere (another tab): show what the server has.
      if (kind !== 'BET') queryClient.invalidateQueries({ queryKey: gameKeys.step(GAME) });
      return null;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }, []);

  const current = active.data ?? null;
  return {
    /** The game on screen: the one in progress, else the one that just ended, else null. */
    game: current ?? finished,
    /** The play-started flag (spec §4): while set, the wager cannot change. */
    playing: current !== null,
    loading: loggedIn && active.isLoading,
    pending,
    deal: useCallback((wager: string) => send({ action: 'BET', wager }, 'BET'), [send]),
    act: useCallback((action: BlackjackAction) => send({ action }, action), [send]),
  };
}
