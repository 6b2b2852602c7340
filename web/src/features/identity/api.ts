import type { VerificationSession } from '@casino/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { keys, queryClient } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { useVerificationFlow } from './flow-store';

/** Query keys of the player's verification: the session and whether it may be offered. */
export const verificationKeys = { session: ['veriff'] as const, popup: ['canhaveveriffpopup'] as const };

/** `GET /api/veriff`: the player's current session (spec §3 verification session). */
export function useVerification() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: verificationKeys.session,
    queryFn: () => api<VerificationSession>('/veriff'),
    enabled: loggedIn,
  });
}

/** `GET /api/canhaveveriffpopup`: false while documents are checked or once verified. */
export function useCanOfferVerification() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: verificationKeys.popup,
    queryFn: async () => (await api<{ data: { can: boolean } }>('/canhaveveriffpopup')).data.can,
    enabled: loggedIn,
  });
}

/** Reads the session, the offer and the player again: a webhook or the embedded flow changed them. */
export function refetchVerification(): void {
  for (const key of [verificationKeys.session, verificationKeys.popup, keys.me])
    void queryClient.invalidateQueries({ queryKey: key });
}

/** `POST /api/veriff`: opens (or resumes) a session and opens its flow embedded. */
export function useStartVerification() {
  const openFlow = useVerificationFlow((s) => s.open);
  return useMutation({
    mutationFn: () => api<VerificationSession>('/veriff', { method: 'POST' }),
    onSuccess: (session) => {
      queryClient.setQueryData(verificationKeys.session, session);
      if (session.url && (session.status === 'created' || session.status === 'started'))
        openFlow(session.url);
      refetchVerification();
    },
  });
}
