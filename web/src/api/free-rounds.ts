import type { FreeRoundGrant, FreeRoundGrants } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useLoggedIn } from './session';

/** The player's free rounds (`GET /api/free-rounds`), as granted through the providers. */
export const freeRoundsKey = ['free-rounds'] as const;

/** The signed-in player's free rounds (none for a guest); `asking` false holds the request back. */
export function useFreeRounds(asking = true): FreeRoundGrant[] {
  const loggedIn = useLoggedIn();
  const { data } = useQuery({
    enabled: loggedIn && asking,
    queryKey: freeRoundsKey,
    queryFn: () => api<FreeRoundGrants>('/free-rounds'),
  });
  return data?.grants ?? [];
}
