import { BONUS_TEXTS } from '@casino/contract';
import { useEffect } from 'react';
import { queryClient, useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { bonusKeys, useClaimDailyBonus, useDailyBonus } from './api';
import { BonusPanel } from './BonusPanel';
import { ClaimNotice } from './ClaimNotice';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';
import { DailyLadder } from './DailyLadder';
import { MoreRewards } from './MoreRewards';
import { clockText, useCountdown } from './use-countdown';

/**
 * The wallet's `page=bonus` (spec §2, §4): the 7-day ladder, the next day's coins, and Claim once the
 * 24 h countdown is over, the email is verified and the player is not on a break. Below it, the
 * player's other rewards (rakeback, lossback, a bonus code).
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

  const block = claimBlock(me, true);
  const next = status.data?.possible_claim;
  return (
    <div className="flex flex-col gap-4" data-testid="daily-bonus-page">
      <BonusPanel
        title="Daily Bonus"
        intro="Claim every 24 hours to climb the 7-day ladder. Miss a day and the streak starts again at day 1."
      >
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
              <Button
                size="lg"
                pending={claim.isPending}
                disabled={counting || block !== null}
                onClick={() => claim.mutate(undefined)}
                className="sm:min-w-52"
              >
                {counting ? (
                  <span className="tabular-nums">Next bonus in {clockText(seconds)}</span>
                ) : (
                  `Claim Day ${next.stage}`
                )}
              </Button>
            </div>
            {block && <ClaimNotice block={block} />}
          </>
        )}
      </BonusPanel>
      <MoreRewards />
    </div>
  );
}
