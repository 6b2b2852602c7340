import type { PlayResult, SeedPairView } from '@casino/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient, useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { awaitPlay, holdPlay } from '../../house-games/held-plays';
import { applyPlayBalance } from './balance';

export const gameKeys = {
  seeds: (game: string) => ['seeds', game] as const,
  step: (game: string) => ['step', game] as const,
};

/** The active seed pair of a game (players only). */
export function useSeeds(game: string) {
  return useQuery({
    queryKey: gameKeys.seeds(game),
    queryFn: () => api<SeedPairView>(`/${game}/seeds`),
    enabled: useLoggedIn(),
  });
}

export interface RotatedSeeds {
  /** The pair rotated away, its server seed revealed. */
  previous: SeedPairView & { server_seed: string };
  current: SeedPairView;
}

/** Sets a new client seed or rotates the server seed; the answer reveals the previous pair. */
export function useRotateSeeds(game: string) {
  return useMutation({
    mutationFn: (body: { action: 'update_client'; client_seed: string } | { action: 'refresh' }) =>
      api<RotatedSeeds>(`/${game}/seeds`, { method: 'POST', body }),
    onSuccess: (rotated) => queryClient.setQueryData(gameKeys.seeds(game), rotated.current),
  });
}

/**
 * An instant play: the answer's balance replaces the header's at once, less the payout, which the
 * screen reveals with `revealPlay(bet.id)` when its animation shows the result; the seed nonce moves on.
 */
export async function playInstant<O>(game: string, body: unknown): Promise<PlayResult<O>> {
  const answered = awaitPlay(game);
  let result: PlayResult<O>;
  try {
    result = await api<PlayResult<O>>(`/${game}`, { method: 'POST', body, movesCoins: true });
    holdPlay(result.bet.id, result.game_mode, result.bet.payout);
  } finally {
    answered();
  }
  applyPlayBalance(result.balance, result.game_mode);
  queryClient.setQueryData<SeedPairView>(gameKeys.seeds(game), (pair) =>
    pair ? { ...pair, nonce: pair.nonce + 1 } : pair,
  );
  return result;
}

/** The coin the player is playing in and its balance, for the wager panel. */
export function usePlayBalance() {
  const { data: me } = useMe();
  if (!me) return null;
  return { coin: me.game_mode, balance: me.balance.balance };
}
