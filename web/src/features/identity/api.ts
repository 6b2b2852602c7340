import type { VerificationSession, VerifiedPersonAnswer } from '@casino/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { keys, queryClient } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { useVerificationFlow } from './flow-store';

/** Query keys of the player's verification: the session, whether it may be offered, what it read. */
export const verificationKeys = {
  session: ['veriff'] as const,
  popup: ['canhaveveriffpopup'] as const,
  person: ['veriff', 'person'] as const,
};

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

/** `GET /api/veriff/person`: the name and birth date an approved verification read (null before). */
export function useVerifiedPerson() {
  return useQuery({
    queryKey: verificationKeys.person,
    queryFn: async () => (await api<VerifiedPersonAnswer>('/veriff/person')).person,
  });
}

/** Reads the session, the offer and the player again: a webhook or the embedded flow changed them. */
export function refetchVerification(): void {
  for (const key of [verificationKeys.session, verificationKeys.popup, verificationKeys.person, keys.me])
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
