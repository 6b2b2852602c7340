import type { Rollover } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useMe } from '../../api/queries';
import { CoinIcon } from '../../ui/CoinIcon';
import { ProgressBar } from '../../ui/ProgressBar';
import { Skeleton } from '../../ui/Skeleton';

/**
 * The wallet's Sweeps Coins line (`GET /api/rollover`): what is redeemable, what is still to be played
 * through, and how far. Read again whenever the SC balance moves.
 */
export function PlayThrough() {
  const { data: me } = useMe();
  const sc = me?.balance.sc;
  const rollover = useQuery({
    queryKey: ['rollover', sc?.unplayed, sc?.redeemable],
    queryFn: () => api<Rollover>('/rollover'),
    enabled: sc !== undefined,
  });
  if (!rollover.data) return <Skeleton className="mt-5 h-16 w-full" />;
  const { unplayed, redeemable, progress } = rollover.data;
  return (
    <section
      data-testid="wallet-play-through"
      aria-label="Sweeps Coins play-through"
      className="mt-5 flex flex-col gap-2 rounded-xl border border-line bg-surface-2/60 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="flex items-center gap-2 font-semibold">
          <CoinIcon coin="SC" size={16} /> {redeemable} SC redeemable
        </span>
        <span className="text-text-muted">{unplayed} SC to play through</span>
      </div>
      <ProgressBar
        label="Played through"
        percent={progress}
        className="bg-surface-1"
        fill="rounded-full bg-accent"
      />
      <p className="text-xs text-text-muted">
        {progress}% played through. Free Sweeps Coins become redeemable once played one time; every win is
        redeemable at once.
      </p>
    </section>
  );
}
