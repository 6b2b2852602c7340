import type { DuelView } from '@casino/contract';
import { Swords, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatCoins } from '../../../lib/format';
import { duelHref } from '../../../navigation/overlay-href';
import { Button } from '../../../ui/Button';
import { CoinIcon } from '../../../ui/CoinIcon';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { useJoinDuel } from './api';

/** The open duels anyone may join, newest first: one click joins with a random seed. */
export function OpenDuels({
  duels,
  loading,
  viewerId,
  hasActive,
  loggedIn,
}: {
  duels: DuelView[] | undefined;
  loading: boolean;
  viewerId: string | null;
  hasActive: boolean;
  loggedIn: boolean;
}) {
  const join = useJoinDuel();
  const location = useLocation();
  if (loading || !duels)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (duels.length === 0)
    return (
      <div
        className="flex flex-col items-center gap-2 py-8 text-center text-text-muted"
        data-testid="duels-empty"
      >
        <Swords aria-hidden="true" />
        <p>No open duels right now. Create one and wait for a challenger.</p>
      </div>
    );
  return (
    <ul className="flex flex-col gap-2" data-testid="open-duels">
      {duels.map((duel) => {
        const mine = duel.host_id === viewerId;
        return (
          <li
            key={duel.id}
            data-testid="open-duel"
            data-duel-id={duel.id}
            className="flex items-center gap-3 rounded-lg border border-line bg-surface-1/70 px-3 py-2"
          >
            <Link
              to={duelHref(location.pathname, location.search, duel.id)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 hover:text-accent"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2">
                <UserRound size={16} className="text-text-muted" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold">
                  {duel.user?.username ?? 'Hidden'}
                  {mine && <span className="text-accent"> · you</span>}
                </span>
                <span className="tabular text-xs text-text-muted">Duel #{duel.id}</span>
              </span>
            </Link>
            <span className="tabular flex items-center gap-1.5 text-sm font-bold">
              <CoinIcon coin={duel.game_mode} size={16} />
              {formatCoins(duel.wager)}
            </span>
            {!mine && (
              <Button
                size="md"
                pending={join.isPending && join.variables?.id === duel.id}
                disabled={!loggedIn || hasActive || join.isPending}
                onClick={() =>
                  join.mutate({ id: duel.id }, { onError: (error) => toast.error('Uh-oh', error.message) })
                }
                data-testid="open-duel-join"
              >
                Join
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
