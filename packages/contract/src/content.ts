import { z } from 'zod';
import { queryInteger } from './query';

/**
 * The content service of spec §7 (promotions, their categories, landing pages, settings). Field names
 * are the spec's, PascalCase as the content service sends them.
 */

/** Spec §9: promotion list page size, sidebar size, unknown Rank, default colour, cache staleness. */
export const PROMOTION_PAGE_SIZE = 10;
export const PROMOTION_SIDEBAR_SIZE = 100;
export const PROMOTION_UNKNOWN_RANK = 999;
export const PROMOTION_DEFAULT_COLOR = '#ff4fa3';
export const CONTENT_STALE_MS = 300_000;

export interface PromotionCategory {
  id: number;
  Title: string;
  Slug: string | null;
}

export interface PromotionCategoryWithCount extends PromotionCategory {
  promotionCount: number;
}

export interface Promotion {
  id: number;
  Title: string;
  Description: string | null;
  Category: PromotionCategory | null;
  Slug: string;
  StartDate: string | null;
  EndDate: string | null;
  Offline: boolean;
  ShowInSidebar: boolean;
  isActive: boolean;
  isFeatured: boolean;
  order: number | null;
  Rank: number | null;
  createdAt: string;
  Icon: string | null;
  Color: string | null;
  Image: string | null;
}

/** One picture of a landing hero or footer: image, zoom and position (CSS background-position). */
export interface LandingPage {
  id: number;
  Slug: string;
  Offline: boolean;
  HeroImg: string | null;
  HeroImgMobile: string | null;
  HeroTitle: string | null;
  HeroCTATitle: string | null;
  HeroCTALink: string | null;
  HeroImgZoom: number | null;
  HeroImgPosition: string | null;
  HeroImgMobileZoom: number | null;
  HeroImgMobilePosition: string | null;
  FooterTitle: string | null;
  FooterCTATitle: string | null;
  FooterCTALink: string | null;
  FooterImg: string | null;
  FooterImgMobile: string | null;
  FooterImgZoom: number | null;
  FooterImgPosition: string | null;
  FooterImgMobileZoom: number | null;
  FooterImgMobilePosition: string | null;
}

export interface ContentSettings {
  PromotionMenuVisible: boolean;
  PromotionMenuIcon: string | null;
  PromotionMenuTitle: string | null;
  PromotionMenuRoute: string | null;
}

export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface ContentList<T> {
  data: T[];
  meta: { pagination: Pagination };
}

const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** GET /api/content/all-promotions: every filter is optional; the date window and Offline always apply. */
export const promotionQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: queryInteger('category must be a category id.').pipe(z.number().positive()).optional(),
  slug: z.string().trim().min(1).max(200).optional(),
  showInSidebar: queryFlag.optional(),
  isActive: queryFlag.optional(),
  isFeatured: queryFlag.optional(),
  page: queryInteger('page must be a whole number.').pipe(z.number().min(1)).default(1),
  pageSize: queryInteger('pageSize must be a whole number.')
    .pipe(z.number().min(1).max(PROMOTION_SIDEBAR_SIZE))
    .default(PROMOTION_PAGE_SIZE),
});
export type PromotionQuery = z.infer<typeof promotionQuerySchema>;

export const landingQuerySchema = z.object({ slug: z.string().trim().min(1).max(200).optional() });
