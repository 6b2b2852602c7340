import type { PlayerStatistics } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useViewerKey } from '../../api/queries';

/**
 * `GET /api/stats`: `player`'s public statistics, or with none the signed-in player's own (then only
 * asked for when someone is signed in). Refreshed every 30 s while shown: new plays arrive within seconds.
 */
export function useStatistics(player: string | null, signedIn: boolean) {
  const key = useViewerKey(['statistics', player ?? '']);
  return useQuery({
    queryKey: key,
    queryFn: () => api<PlayerStatistics>(player ? `/stats?user=${encodeURIComponent(player)}` : '/stats'),
    enabled: player !== null || signedIn,
    refetchInterval: 30_000,
  });
}
