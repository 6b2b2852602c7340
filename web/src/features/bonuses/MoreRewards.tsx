import type { ReactNode } from 'react';
import { useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useClaimLossback, useClaimRakeback, useLossback, useRakeback } from './api';
import { BonusCodeField } from './BonusCodeField';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';

function RewardRow({
  title,
  detail,
  gc,
  sc,
  action,
}: {
  title: string;
  detail: string;
  gc: string;
  sc: string;
  action: ReactNode;
}) {
  const nothing = Number(gc) === 0 && Number(sc) === 0;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-surface-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-xs text-text-muted">{detail}</p>
        <div className="mt-1">
          {nothing ? (
            <span className="text-sm text-text-muted tabular-nums">0.00</span>
          ) : (
            <CoinAmounts gc={gc} sc={sc} />
          )}
        </div>
      </div>
      {action}
    </div>
  );
}

/**
 * Rewards besides the daily ladder (under the daily bonus page, as no route of spec §2 holds them):
 * rakeback from every play, last week's lossback, and the bonus code field.
 */
export function MoreRewards() {
  const { data: me } = useMe();
  const rakeback = useRakeback();
  const lossback = useLossback();
  const claimRakeback = useClaimRakeback();
  const claimLossback = useClaimLossback();
  const blocked = claimBlock(me, null) !== null;

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-1 p-4 md:p-6"
      aria-labelledby="more-rewards"
    >
      <h2 id="more-rewards" className="text-base font-bold">
        More rewards
      </h2>
      {rakeback.isPending || lossback.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <>
          {rakeback.data && (
            <RewardRow
              title="Rakeback"
              detail={`${rakeback.data.percent}% of the house edge of every play, since your last claim.`}
              gc={rakeback.data.gc}
              sc={rakeback.data.sc}
              action={
                <Button
                  variant="secondary"
                  pending={claimRakeback.isPending}
                  disabled={blocked || (Number(rakeback.data.gc) === 0 && Number(rakeback.data.sc) === 0)}
                  onClick={() => claimRakeback.mutate(undefined)}
                >
                  Claim Rakeback
                </Button>
              }
            />
          )}
          {lossback.data && (
            <RewardRow
              title={`Lossback · week ${lossback.data.code}`}
              detail={
                lossback.data.claimed
                  ? 'Claimed. Come back after this week for the next one.'
                  : `${lossback.data.percent}% of last week’s net loss, claimable until ${new Date(lossback.data.expires_at).toLocaleDateString('en-US')}.`
              }
              gc={lossback.data.lossback.gc}
              sc={lossback.data.lossback.sc}
              action={
                <Button
                  variant="secondary"
                  pending={claimLossback.isPending}
                  disabled={blocked || !lossback.data.claimable}
                  onClick={() => lossback.data && claimLossback.mutate(lossback.data.code)}
                >
                  Claim Lossback
                </Button>
              }
            />
          )}
        </>
      )}
      <BonusCodeField />
    </section>
  );
}
