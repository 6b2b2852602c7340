import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { useActiveCategories } from './api';
import { BannerSlider } from './BannerSlider';
import { CategorySlider } from './CategorySlider';
import { ProvidersStrip } from './ProvidersStrip';
import { placeholders } from './placeholders';

// The wallet's code loads with the logged-in lobby, never with the landing page.
const QuickBuySection = lazy(() => import('../wallet').then((m) => ({ default: m.QuickBuySection })));

/**
 * The home lobby (spec §2 'Home lobby sections'), in the categories' order: banners, category sliders
 * with games, the quick-buy section (the Gold Coins bundles) and the providers.
 */
export function HomeLobby() {
  const { data, isPending } = useActiveCategories();
  if (isPending) return <HomeLobbySkeleton />;
  if (!data) return null;
  return (
    <div className="flex flex-col gap-8" data-testid="home-lobby">
      {[...data.categories]
        .sort((a, b) => a.order - b.order)
        .map((category) => {
          if (category.type === 'banner') {
            return <BannerSlider key={category.id} category={category} />;
          }
          if (category.type === 'category') {
            return category.show_in_home ? <CategorySlider key={category.id} category={category} /> : null;
          }
          if (category.slug === 'quick-buy') {
            return (
              <Suspense key={category.id} fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
                <QuickBuySection title={category.name} />
              </Suspense>
            );
          }
          if (category.slug === 'providers') {
            return <ProvidersStrip key={category.id} providers={data.providers} />;
          }
          return null;
        })}
    </div>
  );
}

function HomeLobbySkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true" data-testid="home-lobby-loading">
      <div className="flex gap-3 overflow-hidden">
        <Skeleton className="aspect-[1.71] shrink-0 basis-[87%] rounded-2xl md:basis-[calc((100%-24px)/3)]" />
        <Skeleton className="aspect-[1.71] shrink-0 basis-[87%] rounded-2xl md:basis-[calc((100%-24px)/3)]" />
        <Skeleton className="aspect-[1.71] shrink-0 basis-[87%] rounded-2xl md:basis-[calc((100%-24px)/3)]" />
      </div>
      {[0, 1].map((row) => (
        <div key={row} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-40" />
          <div className="flex gap-3 overflow-hidden">
            {placeholders(7).map((key) => (
              <Skeleton
                key={key}
                className="aspect-[0.714] shrink-0 basis-[31%] rounded-[10px] lg:basis-[18.8%]"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
