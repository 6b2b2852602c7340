import type { PlayerSession, SignedOutSessions } from '@casino/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { api } from '../../api/client';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { Card } from './Card';
import { deviceName } from './device-name';

const SESSIONS = ['user-sessions'] as const;

/** Settings, Security: where the player is signed in, and signing out everywhere else at once. */
export function SessionsCard() {
  const queries = useQueryClient();
  const sessions = useQuery({
    queryKey: SESSIONS,
    queryFn: () => api<PlayerSession[]>('/user/sessions'),
  });
  const signOut = useMutation({
    mutationFn: () => api<SignedOutSessions>('/user/sessions/sign-out-others', { method: 'POST' }),
    onSettled: () => queries.invalidateQueries({ queryKey: SESSIONS }),
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card
      title="Sessions"
      description="The devices signed in to your account. If you do not recognise one, sign it out and change your password."
    >
      {sessions.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : sessions.isError ? (
        <FormMessage tone="error">{sessions.error.message}</FormMessage>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex items-center gap-3 py-3">
              <Monitor size={20} className="shrink-0 text-text-muted" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                  {deviceName(session.user_agent)}
                  {session.current && (
                    <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">
                      This device
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-text-muted">
                  Signed in {formatDateTime(session.created_at)}
                  {session.ip ? ` · ${session.ip}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {signOut.isSuccess && <FormMessage tone="success">{signOut.data.message}</FormMessage>}
      {signOut.isError && <FormMessage tone="error">{signOut.error.message}</FormMessage>}
      <div className="mt-3">
        <Button
          variant="secondary"
          pending={signOut.isPending}
          disabled={others === 0}
          onClick={() => signOut.mutate()}
          data-testid="sign-out-others"
        >
          Sign out of other sessions
        </Button>
      </div>
    </Card>
  );
}
