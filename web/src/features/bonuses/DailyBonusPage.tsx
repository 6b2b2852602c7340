import { BONUS_TEXTS } from '@casino/contract';
import { useId } from 'react';
import { useMe } from '../../api/queries';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { bonusKeys, useClaimDailyBonus, useDailyBonus } from './api';
import { BonusPanel } from './BonusPanel';
import { ClaimNotice } from './ClaimNotice';
import { ClaimRow } from './ClaimRow';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';
import { DailyLadder } from './DailyLadder';
import { MoreRewards } from './MoreRewards';
import { useClaimCountdown } from './use-countdown';

/**
 * The wallet's `page=bonus` (spec §2, §4): the 7-day ladder, the next day's coins, and Claim once the
 * 24 h countdown is over, the email and identity are verified and the player is not on a break (what
 * stops a claim is said first, above the ladder). Below it, the player's other rewards (rakeback,
 * lossback, a bonus code).
 */
export function DailyBonusPage() {
  const { data: me } = useMe();
  const status = useDailyBonus();
  const claim = useClaimDailyBonus();
  const seconds = useClaimCountdown(status.data?.next_claim_at, bonusKeys.daily);
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
          <LoadingBlocks blocks={['h-24 w-full', 'h-12 w-full']} />
        ) : status.isError || !status.data || !next ? (
          <p role="alert" className="text-sm text-loss">
            {BONUS_TEXTS.fetchDailyFailed}
          </p>
        ) : (
          <>
            <DailyLadder status={status.data} />
            <ClaimRow
              claim={claim}
              seconds={seconds}
              nextIn="Next bonus in"
              label={`Claim Day ${next.stage}`}
              reasonId={block ? reasonId : undefined}
            >
              <div>
                <p className="text-xs font-medium text-text-muted">Day {next.stage}</p>
                <CoinAmounts gc={next.gc} sc={next.sc} size="lg" />
              </div>
            </ClaimRow>
          </>
        )}
      </BonusPanel>
      <MoreRewards />
    </div>
  );
}
