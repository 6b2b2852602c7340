import { z } from 'zod';
import { listOf } from './lists';
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

export const promotionCategorySchema = z.object({
  id: z.number(),
  Title: z.string(),
  Slug: z.string().nullable(),
});
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const promotionCategoryWithCountSchema = promotionCategorySchema.extend({
  promotionCount: z.number(),
});
export type PromotionCategoryWithCount = z.infer<typeof promotionCategoryWithCountSchema>;

export const promotionSchema = z.object({
  id: z.number(),
  Title: z.string(),
  Description: z.string().nullable(),
  Category: promotionCategorySchema.nullable(),
  Slug: z.string(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  Offline: z.boolean(),
  ShowInSidebar: z.boolean(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  order: z.number().nullable(),
  Rank: z.number().nullable(),
  createdAt: z.string(),
  Icon: z.string().nullable(),
  Color: z.string().nullable(),
  Image: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The fields of a landing's hero or footer that are text (a title, a link, a CSS background-position). */
type LandingSectionText =
  | 'Title'
  | 'CTATitle'
  | 'CTALink'
  | 'Img'
  | 'ImgMobile'
  | 'ImgPosition'
  | 'ImgMobilePosition';
type LandingSectionZoom = 'ImgZoom' | 'ImgMobileZoom';

/**
 * A landing's hero or footer, named by its prefix as the content service sends it: a title and a call to
 * action, and one picture for desktops and one for phones, each with its zoom and position.
 */
function landingSectionShape<Section extends 'Hero' | 'Footer'>(section: Section) {
  const text = z.string().nullable();
  const zoom = z.number().nullable();
  return {
    [`${section}Title`]: text,
    [`${section}CTATitle`]: text,
    [`${section}CTALink`]: text,
    [`${section}Img`]: text,
    [`${section}ImgMobile`]: text,
    [`${section}ImgZoom`]: zoom,
    [`${section}ImgPosition`]: text,
    [`${section}ImgMobileZoom`]: zoom,
    [`${section}ImgMobilePosition`]: text,
  } as { [Field in `${Section}${LandingSectionText}`]: typeof text } & {
    [Field in `${Section}${LandingSectionZoom}`]: typeof zoom;
  };
}

export const landingPageSchema = z.object({
  id: z.number(),
  Slug: z.string(),
  Offline: z.boolean(),
  ...landingSectionShape('Hero'),
  ...landingSectionShape('Footer'),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const contentSettingsSchema = z.object({
  PromotionMenuVisible: z.boolean(),
  PromotionMenuIcon: z.string().nullable(),
  PromotionMenuTitle: z.string().nullable(),
  PromotionMenuRoute: z.string().nullable(),
});
export type ContentSettings = z.infer<typeof contentSettingsSchema>;

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pageCount: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of content items with the content service's pagination. */
export const contentListSchema = <T extends z.ZodType>(item: T) =>
  listOf(item, { meta: z.object({ pagination: paginationSchema }) });
export type ContentList<T> = z.infer<ReturnType<typeof contentListSchema<z.ZodType<T>>>>;

/** The content service's other lists come wrapped as `{data}`. */
export const contentDataSchema = <T extends z.ZodType>(data: T) => z.object({ data });

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
