import { BONUS_TEXTS, TOP_UP } from '@casino/contract';
import { useEffect, useId } from 'react';
import { queryClient, useMe } from '../../api/queries';
import { formatCoins } from '../../lib/format';
import { Skeleton } from '../../ui/Skeleton';
import { bonusKeys, useClaimTopUp, useTopUp } from './api';
import { BonusPanel } from './BonusPanel';
import { ClaimAction } from './ClaimAction';
import { ClaimNotice } from './ClaimNotice';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';
import { useCountdown } from './use-countdown';

/**
 * The wallet's `page=topup` (spec §4, §9): 1,000 GC when the Gold Coins balance is under 10, claimable
 * when the 4-minute countdown since the last one is over and the email is verified.
 */
export function TopUpPage() {
  const { data: me } = useMe();
  const status = useTopUp();
  const claim = useClaimTopUp();
  const seconds = useCountdown(status.data?.next_claim_at);
  const counting = seconds > 0;
  const gc = me?.balance.gc ?? '0.00';
  const low = Number(gc) < Number(TOP_UP.under);
  useEffect(() => {
    if (!counting && status.data?.next_claim_at)
      void queryClient.invalidateQueries({ queryKey: bonusKeys.topUp });
  }, [counting, status.data?.next_claim_at]);
  const block = claimBlock(me, 'The top-up');
  const reasonId = useId();

  return (
    <BonusPanel
      title="Top-Up"
      intro={`Run low? Get ${formatCoins(TOP_UP.gc)} Gold Coins whenever your balance is under ${Number(TOP_UP.under)} GC, every ${TOP_UP.everyMinutes} minutes.`}
    >
      <div data-testid="top-up-page" className="flex flex-col gap-3">
        {status.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : status.isError || !status.data ? (
          <p role="alert" className="text-sm text-loss">
            {BONUS_TEXTS.fetchTopUpFailed}
          </p>
        ) : (
          <div className="flex flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-1">
              <CoinAmounts gc={status.data.gc} sc="0" size="lg" />
              <p className="text-xs text-text-muted tabular-nums">Your Gold Coins: {formatCoins(gc)}</p>
            </div>
            <ClaimAction
              label="Claim Top-Up"
              countdown="Next top-up in"
              seconds={seconds}
              pending={claim.isPending}
              disabled={!low}
              reasonId={block ? reasonId : undefined}
              onClaim={() => claim.mutate(undefined)}
            />
          </div>
        )}
        {block ? (
          <ClaimNotice block={block} id={reasonId} />
        ) : (
          !low && <p className="text-sm text-text-muted">{BONUS_TEXTS.topUpBalanceTooHigh}</p>
        )}
      </div>
    </BonusPanel>
  );
}
