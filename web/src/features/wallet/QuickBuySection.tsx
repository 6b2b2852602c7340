import type { Bundle } from '@casino/contract';
import { useMe } from '../../api/queries';
import { useTab } from '../../navigation/use-tab';
import { Skeleton } from '../../ui/Skeleton';
import { useBundles } from './api';
import { BundleCard } from './BundleCard';
import { bundleDisabled } from './bundle-rules';
import { useOrder } from './order-store';

/**
 * The home lobby's quick-buy section (spec §2): the Gold Coins bundles in a row; choosing one opens the
 * wallet at its order summary. Nothing shows to a player who cannot purchase.
 */
export function QuickBuySection({ title }: { title: string }) {
  const { data: me } = useMe();
  const { data, isPending } = useBundles();
  const { open } = useTab();
  const choose = useOrder((s) => s.choose);
  if (me && !me.can_purchase && me.break_till_date === null) return null;
  const buy = (bundle: Bundle) => {
    choose(bundle);
    open('bank');
  };
  return (
    <section className="flex flex-col gap-3" data-testid="quick-buy">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="flex gap-3 overflow-x-auto pb-1">
        {isPending || !data
          ? ['a', 'b', 'c', 'd', 'e'].map((key) => (
              <Skeleton key={key} className="h-48 w-40 shrink-0 rounded-[10px]" />
            ))
          : data.bundles.map((bundle) => (
              <div key={bundle.id} className="w-40 shrink-0 sm:w-44">
                <BundleCard bundle={bundle} disabled={bundleDisabled(bundle, me)} onChoose={buy} />
              </div>
            ))}
      </div>
    </section>
  );
}
