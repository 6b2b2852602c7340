import { BONUS_TEXTS } from '@casino/contract';
import { useEffect, useId } from 'react';
import { queryClient, useMe } from '../../api/queries';
import { Skeleton } from '../../ui/Skeleton';
import { bonusKeys, useClaimDailyBonus, useDailyBonus } from './api';
import { BonusPanel } from './BonusPanel';
import { ClaimAction } from './ClaimAction';
import { ClaimNotice } from './ClaimNotice';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';
import { DailyLadder } from './DailyLadder';
import { MoreRewards } from './MoreRewards';
import { useCountdown } from './use-countdown';

/**
 * The wallet's `page=bonus` (spec §2, §4): the 7-day ladder, the next day's coins, and Claim once the
 * 24 h countdown is over, the email and identity are verified and the player is not on a break. What
 * stops a claim is said first, above the ladder, before the player reaches for the button. Below it,
 * the player's other rewards (rakeback, lossback, a bonus code).
 */
export function DailyBonusPage() {
  const { data: me } = useMe();
  const status = useDailyBonus();
  const claim = useClaimDailyBonus();
  const seconds = useCountdown(status.data?.next_claim_at);
  const counting = seconds > 0;
  useEffect(() => {
    if (!counting && status.data?.next_claim_at)
      void queryClient.invalidateQueries({ queryKey: bonusKeys.daily });
  }, [counting, status.data?.next_claim_at]);

  const block = claimBlock(me, 'The daily bonus');
  const reasonId = useId();
  const next = status.data?.possible_claim;
  return (
    <div className="flex flex-col gap-4" data-testid="daily-bonus-page">
      <BonusPanel
        title="Daily Bonus"
        intro="Claim every 24 hours to climb the 7-day ladder. Miss a day and the streak starts again at day 1. It needs a verified email and identity."
      >
        {block && <ClaimNotice block={block} id={reasonId} />}
        {status.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : status.isError || !status.data || !next ? (
          <p role="alert" className="text-sm text-loss">
            {BONUS_TEXTS.fetchDailyFailed}
          </p>
        ) : (
          <>
            <DailyLadder status={status.data} />
            <div className="flex flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-xs font-medium text-text-muted">Day {next.stage}</p>
                <CoinAmounts gc={next.gc} sc={next.sc} size="lg" />
              </div>
              <ClaimAction
                label={`Claim Day ${next.stage}`}
                countdown="Next bonus in"
                seconds={seconds}
                pending={claim.isPending}
                reasonId={block ? reasonId : undefined}
                onClaim={() => claim.mutate(undefined)}
              />
            </div>
          </>
        )}
      </BonusPanel>
      <MoreRewards />
    </div>
  );
}
