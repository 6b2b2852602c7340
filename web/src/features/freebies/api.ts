import type { JackpotContributors } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The games whose bets feed the jackpot pools, and the published share and odds (issue 23). */
export function useJackpotContributors() {
  return useQuery({
    queryKey: ['jackpot-contributors'],
    queryFn: () => api<JackpotContributors>('/freebies/jackpotcontributors'),
    staleTime: 5 * 60_000,
  });
}
