import {
  CONTENT_STALE_MS,
  type ContentList,
  type ContentSettings,
  PROMOTION_PAGE_SIZE,
  PROMOTION_SIDEBAR_SIZE,
  type Promotion,
  type PromotionCategoryWithCount,
} from '@casino/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Spec §4: promotion content goes stale after five minutes and is then fetched again. */
const content = { staleTime: CONTENT_STALE_MS } as const;

export interface PromotionFilter {
  page?: number;
  category?: number;
  slug?: string;
  showInSidebar?: boolean;
  pageSize?: number;
}

function promotionsPath(filter: PromotionFilter): string {
  const params = new URLSearchParams({
    page: String(filter.page ?? 1),
    pageSize: String(filter.pageSize ?? PROMOTION_PAGE_SIZE),
  });
  if (filter.category) params.set('category', String(filter.category));
  if (filter.slug) params.set('slug', filter.slug);
  if (filter.showInSidebar) params.set('showInSidebar', 'true');
  return `/content/all-promotions?${params}`;
}

export function usePromotions(filter: PromotionFilter) {
  return useQuery({
    queryKey: ['promotions', filter],
    queryFn: () => api<ContentList<Promotion>>(promotionsPath(filter)),
    placeholderData: keepPreviousData,
    ...content,
  });
}

/** One promotion by its Slug; null when it is unknown, over or offline. */
export function usePromotion(slug: string) {
  return useQuery({
    queryKey: ['promotions', { slug }],
    queryFn: async () =>
      (await api<ContentList<Promotion>>(promotionsPath({ slug, pageSize: 1 }))).data[0] ?? null,
    ...content,
  });
}

/** The sidebar's dynamic items: visible promotions flagged ShowInSidebar, by Rank (spec §2 Sidebar). */
export function useSidebarPromotions() {
  return useQuery({
    queryKey: ['promotions', 'sidebar'],
    queryFn: async () =>
      (
        await api<ContentList<Promotion>>(
          promotionsPath({ showInSidebar: true, pageSize: PROMOTION_SIDEBAR_SIZE }),
        )
      ).data,
    ...content,
  });
}

export function usePromotionCategories() {
  return useQuery({
    queryKey: ['promotion-categories'],
    queryFn: async () =>
      (await api<{ data: PromotionCategoryWithCount[] }>('/content/chanced-promotion-categories')).data,
    ...content,
  });
}

export function useContentSettings() {
  return useQuery({
    queryKey: ['content-settings'],
    queryFn: async () => (await api<{ data: ContentSettings }>('/content/chanced-setting')).data,
    ...content,
  });
}
