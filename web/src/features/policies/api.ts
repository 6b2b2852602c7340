import type { Me, PendingPolicies, Policy } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { applyMe, keys, queryClient } from '../../api/queries';

/** A policy's current version; null when there is no such policy. */
export function usePolicy(name: string) {
  return useQuery({
    queryKey: ['policies', name],
    queryFn: async () => {
      try {
        return await api<Policy>(`/policies/${encodeURIComponent(name)}`);
      } catch (caught) {
        if (caught instanceof ApiError && (caught.status === 404 || caught.status === 422)) return null;
        throw caught;
      }
    },
    staleTime: 300_000,
  });
}

/** Accepts the version the player was shown; their `me` then carries what is still pending. */
export async function acceptPolicy(name: string, version: number): Promise<void> {
  const { pending } = await api<PendingPolicies>('/policies/accept', {
    method: 'POST',
    body: { name, version },
  });
  const me = queryClient.getQueryData<Me>(keys.me);
  if (me) applyMe({ ...me, pending_policies: pending });
}
