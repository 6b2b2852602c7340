import type { PromotionCost } from '@casino/contract';
import clsx from 'clsx';
import { formatCoins } from '../../../lib/format';
import { Skeleton } from '../../../ui/Skeleton';

const perUsd = (value: string | null) => (value === null ? '—' : value);
const worstCase = (value: string | null) => (value === null ? 'No limit' : `${value} SC`);

/**
 * What an offer costs, as the server reckons it (`promotionCost`): SC and GC given per USD taken, the
 * SC above the price, and the worst case for one player and in all. Shown before a promotion is saved.
 */
export function CostFigures({ cost, loading }: { cost: PromotionCost | undefined; loading: boolean }) {
  if (!cost) {
    return loading ? (
      <Skeleton className="h-24 w-full" />
    ) : (
      <p className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-text-muted">
        Fill in the offer to see what it costs.
      </p>
    );
  }
  const figures: [string, string][] = [
    ['Price', `${cost.price} USD`],
    ['Gives', `${formatCoins(cost.gc)} GC + ${formatCoins(cost.sc)} SC`],
    ['SC per USD', perUsd(cost.sc_per_usd)],
    ['GC per USD', perUsd(cost.gc_per_usd)],
    ['SC above the price', `${cost.sc_over_price} SC`],
    ['Worst case per player', worstCase(cost.per_player_sc)],
    ['Worst case in all', worstCase(cost.total_sc)],
  ];
  return (
    <div
      className={clsx(
        'rounded-lg border p-3',
        cost.within_rule ? 'border-line bg-surface-2' : 'border-loss/40 bg-loss/10',
      )}
      data-testid="promotion-cost"
      aria-live="polite"
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-text-muted">{label}</dt>
            <dd className="tabular text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {cost.refusal && (
        <p className="mt-2 text-sm font-semibold text-loss" data-testid="promotion-refusal">
          {cost.refusal}
        </p>
      )}
    </div>
  );
}
