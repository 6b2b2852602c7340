import { Link } from 'react-router';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { useRedemptions, useRedemptionUpdates } from './api';
import { RedemptionCard } from './RedemptionCard';

/** The wallet's Redeem page, by its link (spec §2). */
export const REDEEM_LINK = '?tab=bank&page=redeem';

/**
 * /settings/redemptions: every request with its stepper and the clock of the stage it is in, read again
 * whenever one moves (`redemption-updated` on the player's channel).
 */
export function RedemptionsSettings() {
  useRedemptionUpdates();
  const { data: redemptions, isError, error, refetch } = useRedemptions();
  return (
    <section className="flex flex-col gap-4" data-testid="redemptions-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-base font-bold">Redemptions</h2>
          <p className="mt-1 text-sm text-text-muted">
            Every request, every step, and when the next one is due. 1 SC redeems for 1 USD.
          </p>
        </div>
        <Link
          to={REDEEM_LINK}
          className="inline-flex h-10 items-center rounded-lg bg-accent px-4 font-semibold text-surface-0 hover:bg-accent-strong"
        >
          Redeem
        </Link>
      </div>
      {isError ? (
        <div className="rounded-xl border border-loss/40 bg-loss/10 p-4 text-sm" role="alert">
          <p>{error.message}</p>
          <button type="button" className="mt-2 font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !redemptions ? (
        <LoadingBlocks blocks={['h-44 w-full rounded-xl', 'h-44 w-full rounded-xl']} />
      ) : redemptions.length === 0 ? (
        <p
          className="rounded-xl border border-line bg-surface-1 p-6 text-center text-sm text-text-muted"
          data-testid="redemptions-empty"
        >
          No redemptions yet. Once your Sweeps Coins are played through, redeem them from the wallet.
        </p>
      ) : (
        redemptions.map((redemption) => <RedemptionCard key={redemption.id} redemption={redemption} />)
      )}
    </section>
  );
}
