import { BONUS_TEXTS } from '@casino/contract';
import { useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useClaimReload, useReload } from './api';
import { BonusPanel } from './BonusPanel';
import { ClaimNotice } from './ClaimNotice';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';
import { clockText, useCountdown } from './use-countdown';

/**
 * The wallet's `page=reload` (spec §2: shown only when a reload is available): a share of the latest
 * purchase back, claimable when there is no cooldown.
 */
export function ReloadPage() {
  const { data: me } = useMe();
  const status = useReload();
  const claim = useClaimReload();
  const deadline = status.data
    ? new Date(status.dataUpdatedAt + status.data.timer * 1000).toISOString()
    : null;
  const seconds = useCountdown(deadline);
  const block = claimBlock(me, null);

  return (
    <BonusPanel
      title="Reload"
      intro="Bought a bundle? Claim a share of its coins back within a day of your purchase."
    >
      <div data-testid="reload-page" className="flex flex-col gap-3">
        {status.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : status.isError || !status.data ? (
          <p role="alert" className="text-sm text-loss">
            {BONUS_TEXTS.reloadStatusFailed}
          </p>
        ) : status.data.cooldown ? (
          <p className="rounded-lg bg-surface-2 p-4 text-sm">
            Your next reload is available in{' '}
            <span className="font-semibold tabular-nums">{clockText(seconds)}</span>.
          </p>
        ) : !status.data.reload ? (
          <p className="rounded-lg bg-surface-2 p-4 text-sm text-text-muted">
            No reload is available right now. Your next bundle purchase unlocks one.
          </p>
        ) : (
          <div className="flex flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-1">
              <CoinAmounts gc={status.data.amount} sc={status.data.sc} size="lg" />
              <p className="text-xs text-text-muted tabular-nums">Claim within {clockText(seconds)}</p>
            </div>
            <Button
              size="lg"
              pending={claim.isPending}
              disabled={block !== null}
              onClick={() => claim.mutate(undefined)}
            >
              Claim Reload
            </Button>
          </div>
        )}
        {block && <ClaimNotice block={block} />}
      </div>
    </BonusPanel>
  );
}
