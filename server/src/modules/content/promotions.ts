import {
  type ContentList,
  PROMOTION_UNKNOWN_RANK,
  type Promotion,
  type PromotionCategoryWithCount,
  type PromotionQuery,
} from '@casino/contract';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { containsPattern } from '../../db/search-patterns';
import type { ContentDb, ContentTables, PromotionsTable } from './tables';

type Eb = ExpressionBuilder<ContentTables, 'promotions'>;

/**
 * Spec §4: a promotion is visible only while now is inside StartDate–EndDate and it is not Offline.
 * Entries lacking Slug or Title are never shown (spec §3). An open end of the window counts as open.
 */
function visible(eb: Eb) {
  return eb.and([
    eb('promotions.offline', '=', false),
    eb('promotions.slug', 'is not', null),
    eb('promotions.title', 'is not', null),
    eb.or([eb('promotions.start_date', 'is', null), eb('promotions.start_date', '<=', sql<Date>`now()`)]),
    eb.or([eb('promotions.end_date', 'is', null), eb('promotions.end_date', '>=', sql<Date>`now()`)]),
  ]);
}

function matching(eb: Eb, query: PromotionQuery) {
  const filters = [visible(eb)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      eb.or([eb('promotions.title', 'ilike', pattern), eb('promotions.description', 'ilike', pattern)]),
    );
  }
  if (query.category !== undefined) filters.push(eb('promotions.category_id', '=', query.category));
  if (query.slug !== undefined) filters.push(eb('promotions.slug', '=', query.slug));
  if (query.showInSidebar !== undefined)
    filters.push(eb('promotions.show_in_sidebar', '=', query.showInSidebar));
  if (query.isActive !== undefined) filters.push(eb('promotions.is_active', '=', query.isActive));
  if (query.isFeatured !== undefined) filters.push(eb('promotions.is_featured', '=', query.isFeatured));
  return eb.and(filters);
}

type PromotionRow = Selectable<PromotionsTable> & {
  category_title: string | null;
  category_slug: string | null;
};

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    Title: row.title ?? '',
    Description: row.description,
    Category:
      row.category_id !== null && row.category_title !== null
        ? { id: row.category_id, Title: row.category_title, Slug: row.category_slug }
        : null,
    Slug: row.slug ?? '',
    StartDate: row.start_date?.toISOString() ?? null,
    EndDate: row.end_date?.toISOString() ?? null,
    Offline: row.offline,
    ShowInSidebar: row.show_in_sidebar,
    isActive: row.is_active,
    isFeatured: row.is_featured,
    order: row.sort_order,
    Rank: row.rank,
    createdAt: row.created_at.toISOString(),
    Icon: row.icon,
    Color: row.color,
    Image: row.image,
  };
}

/** GET all-promotions: visible entries, filtered, Rank ascending (unknown Rank last as 999), newest first. */
export async function listPromotions(db: ContentDb, query: PromotionQuery): Promise<ContentList<Promotion>> {
  const { page, pageSize } = query;
  const counted = await db
    .selectFrom('promotions')
    .where((eb) => matching(eb, query))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await db
    .selectFrom('promotions')
    .leftJoin('promotion_categories', 'promotion_categories.id', 'promotions.category_id')
    .where((eb) => matching(eb, query))
    .selectAll('promotions')
    .select(['promotion_categories.title as category_title', 'promotion_categories.slug as category_slug'])
    .orderBy(sql`coalesce(promotions.rank, ${sql.lit(PROMOTION_UNKNOWN_RANK)})`, 'asc')
    .orderBy('promotions.created_at', 'desc')
    .orderBy('promotions.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    data: rows.map(toPromotion),
    meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
  };
}

/** GET chanced-promotion-categories: Title ascending, each with its count of visible promotions; empty ones dropped. */
export async function listPromotionCategories(db: ContentDb): Promise<PromotionCategoryWithCount[]> {
  const rows = await db
    .selectFrom('promotion_categories')
    .innerJoin('promotions', 'promotions.category_id', 'promotion_categories.id')
    .where((eb) => visible(eb))
    .where('promotion_categories.title', 'is not', null)
    .groupBy(['promotion_categories.id', 'promotion_categories.title', 'promotion_categories.slug'])
    .select((eb) => [
      'promotion_categories.id',
      'promotion_categories.title',
      'promotion_categories.slug',
      eb.fn.countAll<string>().as('promotion_count'),
    ])
    .orderBy('promotion_categories.title', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    Title: row.title ?? '',
    Slug: row.slug,
    promotionCount: Number(row.promotion_count),
  }));
}
