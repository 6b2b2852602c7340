import { BONUS_TEXTS, TOP_UP } from '@casino/contract';
import { useId } from 'react';
import { useMe } from '../../api/queries';
import { formatCoins } from '../../lib/format';
import { bonusKeys, useClaimTopUp, useTopUp } from './api';
import { BonusPanel } from './BonusPanel';
import { BonusStatus } from './BonusStatus';
import { ClaimNotice } from './ClaimNotice';
import { ClaimRow } from './ClaimRow';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';
import { useClaimCountdown } from './use-countdown';

/**
 * The wallet's `page=topup` (spec §4, §9): 1,000 GC when the Gold Coins balance is under 10, claimable
 * when the 4-minute countdown since the last one is over and the email is verified.
 */
export function TopUpPage() {
  const { data: me } = useMe();
  const status = useTopUp();
  const claim = useClaimTopUp();
  const seconds = useClaimCountdown(status.data?.next_claim_at, bonusKeys.topUp);
  const gc = me?.balance.gc ?? '0.00';
  const low = Number(gc) < Number(TOP_UP.under);
  const block = claimBlock(me, 'The top-up');
  const reasonId = useId();

  return (
    <BonusPanel
      title="Top-Up"
      intro={`Run low? Get ${formatCoins(TOP_UP.gc)} Gold Coins whenever your balance is under ${Number(TOP_UP.under)} GC, every ${TOP_UP.everyMinutes} minutes.`}
    >
      <div data-testid="top-up-page" className="flex flex-col gap-3">
        <BonusStatus status={status} failed={BONUS_TEXTS.fetchTopUpFailed}>
          {(topUp) => (
            <ClaimRow
              claim={claim}
              disabled={!low}
              reasonId={block ? reasonId : undefined}
              seconds={seconds}
              nextIn="Next top-up in"
              label="Claim Top-Up"
            >
              <div className="flex flex-col gap-1">
                <CoinAmounts gc={topUp.gc} sc="0" size="lg" />
                <p className="text-xs text-text-muted tabular-nums">Your Gold Coins: {formatCoins(gc)}</p>
              </div>
            </ClaimRow>
          )}
        </BonusStatus>
        {block ? (
          <ClaimNotice block={block} id={reasonId} />
        ) : (
          !low && <p className="text-sm text-text-muted">{BONUS_TEXTS.topUpBalanceTooHigh}</p>
        )}
      </div>
    </BonusPanel>
  );
}
