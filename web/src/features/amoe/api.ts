import { AMOE_UPDATED_EVENT, type AmoeRequestCreated, type AmoeRequestList } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPrivateEvent } from '../../api/channels';
import { api } from '../../api/client';
import { keys, queryClient } from '../../api/queries';

export const amoeKeys = { requests: ['amoe', 'requests'] as const };

/** `GET /api/amoe/requests`: the player's free-entry requests, newest first, and the postal instructions. */
export function useAmoeRequests() {
  return useQuery({
    queryKey: amoeKeys.requests,
    queryFn: () => api<AmoeRequestList>('/amoe/requests'),
  });
}

/** `POST /api/amoe/requests`: a new single-use code (moves no coins: the credit comes when staff enter the card). */
export const requestAmoeCode = () => api<AmoeRequestCreated>('/amoe/requests', { method: 'POST', body: {} });

/** Staff entered, credited or refused a card (`amoe-updated`): the list and the balance are read again. */
export function useAmoeUpdates(): void {
  useEffect(
    () =>
      onPrivateEvent(AMOE_UPDATED_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: amoeKeys.requests });
        void queryClient.invalidateQueries({ queryKey: keys.me });
      }),
    [],
  );
}
