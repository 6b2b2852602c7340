import type { Promotion } from '@casino/contract';
import { Megaphone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { leadsToUnbuiltFeature } from '../../navigation/unbuilt';
import { Button } from '../../ui/Button';
import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { Skeleton } from '../../ui/Skeleton';
import { usePromotionCategories, usePromotions } from './api';
import { PromotionCard } from './PromotionCard';

const PILL_LOOK: ChoiceLook = {
  base: 'h-9 shrink-0 rounded-full px-4 text-sm font-semibold transition-colors',
  chosen: 'bg-accent text-surface-0',
  other: 'bg-surface-2 text-text-muted hover:text-text',
};

/** A promotion of a feature not built yet (the weekly race, referrals) is not offered: nothing points at it. */
const offered = (promotion: Promotion) => !leadsToUnbuiltFeature(`/promotions/${promotion.Slug}`);

/**
 * /promotions: visible promotions, ten a page (spec §9), filtered by category through ?category=; those
 * of a feature not built yet are left out.
 */
export default function PromotionsPage() {
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('category')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const promotions = usePromotions({ page, category });
  const categories = usePromotionCategories();
  // Every promotion, to take the ones not offered out of the categories' counts (a category holding only
  // the weekly race is no pill at all).
  const everyPromotion = usePromotions({ pageSize: 100 });
  const notOffered = new Map<number, number>();
  for (const p of everyPromotion.data?.data ?? [])
    if (p.Category && !offered(p)) notOffered.set(p.Category.id, (notOffered.get(p.Category.id) ?? 0) + 1);
  const offeredCategories = everyPromotion.data
    ? categories.data
        ?.map((c) => ({ ...c, promotionCount: c.promotionCount - (notOffered.get(c.id) ?? 0) }))
        .filter((c) => c.promotionCount > 0)
    : undefined;
  const choose = (next: { category?: number; page?: number }) =>
    setParams((p) => {
      for (const [key, value] of Object.entries(next)) {
        if (value && !(key === 'page' && value === 1)) p.set(key, String(value));
        else p.delete(key);
      }
      return p;
    });
  const pagination = promotions.data?.meta.pagination;
  const shown = promotions.data?.data.filter(offered);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-promo/15 text-promo">
          <Megaphone size={22} aria-hidden />
        </span>
        <h1 className="text-[28px] font-extrabold">Promotions</h1>
      </header>
      <nav className="flex gap-2 overflow-x-auto pb-1" aria-label="Promotion categories">
        <ChoiceButton
          chosen={!category}
          onChoose={() => choose({ category: undefined, page: 1 })}
          look={PILL_LOOK}
        >
          All
        </ChoiceButton>
        {offeredCategories?.map((c) => (
          <ChoiceButton
            key={c.id}
            chosen={category === c.id}
            onChoose={() => choose({ category: c.id, page: 1 })}
            look={PILL_LOOK}
          >
            {c.Title} <span className="opacity-70">{c.promotionCount}</span>
          </ChoiceButton>
        ))}
      </nav>
      {promotions.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[1.2] w-full rounded-2xl" />
          ))}
        </div>
      ) : shown?.length ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotion-list">
          {shown.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </div>
      ) : (
        <p className="py-16 text-center text-text-muted">There are no promotions running right now.</p>
      )}
      {pagination && pagination.pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => choose({ page: page - 1 })}>
            Previous
          </Button>
          <span className="tabular text-sm text-text-muted">
            Page {pagination.page} of {pagination.pageCount}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pagination.pageCount}
            onClick={() => choose({ page: page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
