import { BONUS_TEXTS } from '@casino/contract';
import { useId } from 'react';
import { useMe } from '../../api/queries';
import { useClaimReload, useReload } from './api';
import { BonusPanel } from './BonusPanel';
import { BonusStatus } from './BonusStatus';
import { ClaimNotice } from './ClaimNotice';
import { ClaimRow } from './ClaimRow';
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
  const reasonId = useId();

  return (
    <BonusPanel
      title="Reload"
      intro="Bought a bundle? Claim a share of its coins back within a day of your purchase."
    >
      <div data-testid="reload-page" className="flex flex-col gap-3">
        <BonusStatus status={status} failed={BONUS_TEXTS.reloadStatusFailed}>
          {(reload) =>
            reload.cooldown ? (
              <p className="rounded-lg bg-surface-2 p-4 text-sm">
                Your next reload is available in{' '}
                <span className="font-semibold tabular-nums">{clockText(seconds)}</span>.
              </p>
            ) : !reload.reload ? (
              <p className="rounded-lg bg-surface-2 p-4 text-sm text-text-muted">
                No reload is available right now. Your next bundle purchase unlocks one.
              </p>
            ) : (
              <ClaimRow claim={claim} reasonId={block ? reasonId : undefined} label="Claim Reload">
                <div className="flex flex-col gap-1">
                  <CoinAmounts gc={reload.amount} sc={reload.sc} size="lg" />
                  <p className="text-xs text-text-muted tabular-nums">Claim within {clockText(seconds)}</p>
                </div>
              </ClaimRow>
            )
          }
        </BonusStatus>
        {block && <ClaimNotice block={block} id={reasonId} />}
      </div>
    </BonusPanel>
  );
}
