import type { BetDetail } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Query keys of the plays: the history lists (per tab, row count and game) and single plays. */
export const historyKeys = {
  list: (tab: string, rows: number, game?: string) => ['history', tab, rows, game ?? 'all'] as const,
  bet: (id: string) => ['bet', id] as const,
};

/** One settled play, with its outcome and what verifies it. */
export function useBet(id: string | undefined) {
  return useQuery({
    queryKey: historyKeys.bet(id ?? ''),
    queryFn: () => api<BetDetail>(`/bets/${id}`),
    enabled: Boolean(id),
  });
}
