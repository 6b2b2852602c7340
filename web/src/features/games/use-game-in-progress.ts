import type { Coin, SeedPairView } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { gameKeys } from './api';
import { applyPlayBalance } from './balance';
import { showPlayError } from './play-error';
import { withClientSeed } from './seed-prompt';

/** What every answer of a game played over several calls carries. */
interface GameAnswer {
  status: 'active' | 'settled';
  balance: string;
  game_mode: Coin;
}

/**
 * A game played over several calls (a step game, blackjack) as its screen plays it: the game in
 * progress is loaded (and so resumed after a reload) from GET /api/{game}; `send` posts a start or a
 * move to the same path. Every answer carries the balance, which replaces the header's at once. A
 * finished game stays on screen (`game`, status settled) until the next one starts, while the server's
 * "in progress" becomes null.
 *
 * `send` rejects after telling the player (spec §8 texts); a start without a client seed waits for the
 * seed prompt and is then sent again (withClientSeed). Only one
 * call runs at a time: a second press while one is pending is refused rather than sent twice.
 */
export function useGameInProgress<View extends GameAnswer, Kind extends string>(game: string) {
  const loggedIn = useLoggedIn();
  const active = useQuery({
    queryKey: gameKeys.step(game),
    queryFn: () => api<{ game: View | null }>(`/${game}`).then((r) => r.game),
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [finished, setFinished] = useState<View | null>(null);
  const [pending, setPending] = useState<Kind | null>(null);
  const inFlight = useRef(false);

  /** Posts `body`; `starts` says it starts a game (it takes the seed pair's next nonce). */
  const send = useCallback(
    async (body: Record<string, unknown>, kind: Kind, starts: boolean): Promise<View> => {
      if (inFlight.current) throw new Error('A move is already on its way.');
      inFlight.current = true;
      setPending(kind);
      try {
        const view = await withClientSeed(game, () =>
          api<View>(`/${game}`, { method: 'POST', body, movesCoins: true }),
        );
        applyPlayBalance(view.balance, view.game_mode);
        if (starts) {
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

  const current = active.data ?? null;
  return {
    /** The game on screen: the one in progress, else the one that just ended, else null. */
    game: current ?? finished,
    /** True while a game is in progress (moves allowed, wager and options locked; spec §4). */
    playing: current !== null,
    loading: loggedIn && active.isLoading,
    pending,
    send,
  };
}
