import type { FreeRoundGrant, FreeRoundGrants } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useLoggedIn } from './session';

/** The player's free rounds (`GET /api/free-rounds`), as granted through the providers. */
export const freeRoundsKey = ['free-rounds'] as const;

/**
 * How often a grant still waiting for its provider is asked about: a purchase's free rounds are granted
 * by a background job, so a player who opens the game at once sees them arrive without reloading.
 */
const PENDING_GRANT_POLL_MS = 2_000;

/** The signed-in player's free rounds (none for a guest); `asking` false holds the request back. */
export function useFreeRounds(asking = true): FreeRoundGrant[] {
  const loggedIn = useLoggedIn();
  const { data } = useQuery({
    enabled: loggedIn && asking,
    queryKey: freeRoundsKey,
    queryFn: () => api<FreeRoundGrants>('/free-rounds'),
    refetchInterval: (query) =>
      query.state.data?.grants.some((grant) => grant.status === 'pending') ? PENDING_GRANT_POLL_MS : false,
  });
  return data?.grants ?? [];
}
