import type { ResponsiblePlay } from '@casino/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { keys } from '../../api/queries';
import { toast } from '../../ui/toast';

const KEY = ['responsible-play'] as const;

/** The player's break, self-exclusion and limits (`GET /api/responsible-play`). */
export function useResponsiblePlay() {
  return useQuery({ queryKey: KEY, queryFn: () => api<ResponsiblePlay>('/responsible-play') });
}

/** A responsible-play change: its answer replaces the settings, and `me` is read again (break fields). */
export function useResponsiblePlayChange<Body>(path: string, method: 'POST' | 'PUT' = 'POST') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<ResponsiblePlay>(`/responsible-play${path}`, { method, body }),
    onSuccess: (settings) => {
      client.setQueryData(KEY, settings);
      void client.invalidateQueries({ queryKey: keys.me });
    },
    onError: (error) => toast.error('Uh-oh', error.message),
  });
}

/** A moment as the player reads it: the spec's break message shows UTC, so every date here does. */
export function utc(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} (UTC)`;
}
