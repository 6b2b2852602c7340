import type { ColumnType, Generated } from 'kysely';
import type { Database } from '../../db/database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Rows of migration 0006; kept beside the content module, which is their only reader. */
export interface PromotionCategoriesTable {
  id: Generated<number>;
  title: string | null;
  slug: string | null;
  created_at: Timestamp;
}

export interface PromotionsTable {
  id: Generated<number>;
  title: string | null;
  description: string | null;
  category_id: number | null;
  slug: string | null;
  start_date: NullableTimestamp;
  end_date: NullableTimestamp;
  offline: ColumnType<boolean, boolean | undefined, boolean>;
  show_in_sidebar: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: number | null;
  rank: number | null;
  icon: string | null;
  color: string | null;
  image: string | null;
  created_at: Timestamp;
}

type Picture = {
  [K in
    | 'hero_img'
    | 'hero_img_mobile'
    | 'hero_img_position'
    | 'hero_img_mobile_position'
    | 'footer_img'
    | 'footer_img_mobile'
    | 'footer_img_position'
    | 'footer_img_mobile_position']: string | null;
} & {
  [K in 'hero_img_zoom' | 'hero_img_mobile_zoom' | 'footer_img_zoom' | 'footer_img_mobile_zoom']:
    | number
    | null;
};

export interface LandingPagesTable extends Picture {
  id: Generated<number>;
  slug: string;
  offline: ColumnType<boolean, boolean | undefined, boolean>;
  hero_title: string | null;
  hero_cta_title: string | null;
  hero_cta_link: string | null;
  footer_title: string | null;
  footer_cta_title: string | null;
  footer_cta_link: string | null;
  created_at: Timestamp;
}

export interface ContentSettingsTable {
  id: Generated<number>;
  promotion_menu_visible: boolean;
  promotion_menu_icon: string | null;
  promotion_menu_title: string | null;
  promotion_menu_route: string | null;
}

// A type alias, not an interface: withTables() needs an index-compatible record.
export type ContentTables = {
  promotion_categories: PromotionCategoriesTable;
  promotions: PromotionsTable;
  landing_pages: LandingPagesTable;
  content_settings: ContentSettingsTable;
};

export const contentDb = (db: Database) => db.withTables<ContentTables>();
export type ContentDb = ReturnType<typeof contentDb>;
