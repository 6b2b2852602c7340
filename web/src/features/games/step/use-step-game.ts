import type { SeedPairView } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { queryClient } from '../../../api/queries';
import { useLoggedIn } from '../../../api/session';
import { gameKeys } from '../api';
import { applyPlayBalance } from '../balance';
import { showPlayError } from '../play-error';
import type { StepGameView } from './types';

export type StepPending = 'start' | 'move' | null;

/**
 * A step game (mines, tower, clover cross) as its screen plays it: the game in progress is loaded (and
 * so resumed after a reload) from GET /api/{game}; `start` and `move` post to the same path. Every
 * answer carries the balance, which replaces the header's at once. A finished game stays on screen
 * (`game`, status settled) until the next one starts, while the server's "in progress" becomes null.
 *
 * Calls reject after telling the player (spec §8 texts, or the client-seed prompt on 412), so auto-play
 * can stop; manual callers may ignore the rejection. Only one call runs at a time: a second press while
 * one is pending is dropped rather than sent twice.
 */
export function useStepGame<State>(game: string) {
  const loggedIn = useLoggedIn();
  const active = useQuery({
    queryKey: gameKeys.step(game),
    queryFn: () => api<{ game: StepGameView<State> | null }>(`/${game}`).then((r) => r.game),
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [finished, setFinished] = useState<StepGameView<State> | null>(null);
  const [pending, setPending] = useState<StepPending>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (body: Record<string, unknown>, kind: 'start' | 'move'): Promise<StepGameView<State>> => {
      if (inFlight.current) throw new Error('A move is already on its way.');
      inFlight.current = true;
      setPending(kind);
      try {
        const view = await api<StepGameView<State>>(`/${game}`, { method: 'POST', body, movesCoins: true });
        applyPlayBalance(view.balance, view.game_mode);
        if (kind === 'start') {
          // The start took the pair's next nonce; the fairness modal shows the one after it.
          queryClient.setQueryData<SeedPairView>(gameKeys.seeds(game), (pair) =>
            pair ? { ...pair, nonce: pair.nonce + 1 } : pair,
          );
        }
        if (view.status === 'settled') {
          queryClient.setQueryData(gameKeys.step(game), null);
          setFinished(view);
          queryClient.invalidateQueries({ queryKey: ['history', 'mine'] });
        } else {
          queryClient.setQueryData(gameKeys.step(game), view);
          setFinished(null);
        }
        return view;
      } catch (error) {
        showPlayError(game, error);
        // A refused call may mean the game changed elsewhere (another tab): show what the server has.
        queryClient.invalidateQueries({ queryKey: gameKeys.step(game) });
        throw error;
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [game],
  );

  const start = useCallback(
    (options: { wager: string } & Record<string, unknown>) => send({ action: 'start', ...options }, 'start'),
    [send],
  );
  const move = useCallback(
    (body: { action: string } & Record<string, unknown>) => send(body, 'move'),
    [send],
  );

  const current = active.data ?? null;
  return {
    /** The game on screen: the one in progress, else the one that just ended, else null. */
    game: current ?? finished,
    /** True while a game is in progress (moves allowed, options locked). */
    playing: current !== null,
    loading: loggedIn && active.isLoading,
    pending,
    start,
    move,
  };
}
