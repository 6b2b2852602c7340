import { CONTENT_STALE_MS, type LandingPage } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The landing record with this Slug; null when there is none or it is Offline (spec §4). */
export function useLandingRecord(slug: string | null) {
  return useQuery({
    queryKey: ['landing', slug],
    queryFn: async () =>
      (await api<{ data: LandingPage[] }>(`/content/chanced-landings?slug=${encodeURIComponent(slug ?? '')}`))
        .data[0] ?? null,
    enabled: slug !== null,
    staleTime: CONTENT_STALE_MS,
  });
}
