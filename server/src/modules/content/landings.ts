import type { ContentSettings, LandingPage } from '@casino/contract';
import type { Selectable } from 'kysely';
import type { ContentDb, LandingPagesTable } from './tables';

function toLanding(row: Selectable<LandingPagesTable>): LandingPage {
  return {
    id: row.id,
    Slug: row.slug,
    Offline: row.offline,
    HeroImg: row.hero_img,
    HeroImgMobile: row.hero_img_mobile,
    HeroTitle: row.hero_title,
    HeroCTATitle: row.hero_cta_title,
    HeroCTALink: row.hero_cta_link,
    HeroImgZoom: row.hero_img_zoom,
    HeroImgPosition: row.hero_img_position,
    HeroImgMobileZoom: row.hero_img_mobile_zoom,
    HeroImgMobilePosition: row.hero_img_mobile_position,
    FooterTitle: row.footer_title,
    FooterCTATitle: row.footer_cta_title,
    FooterCTALink: row.footer_cta_link,
    FooterImg: row.footer_img,
    FooterImgMobile: row.footer_img_mobile,
    FooterImgZoom: row.footer_img_zoom,
    FooterImgPosition: row.footer_img_position,
    FooterImgMobileZoom: row.footer_img_mobile_zoom,
    FooterImgMobilePosition: row.footer_img_mobile_position,
  };
}

/** GET chanced-landings: landing pages that are not Offline (spec §4), optionally the one with a Slug. */
export async function listLandings(db: ContentDb, slug?: string): Promise<LandingPage[]> {
  let query = db.selectFrom('landing_pages').selectAll().where('offline', '=', false);
  if (slug !== undefined) query = query.where('slug', '=', slug);
  const rows = await query.orderBy('id').execute();
  return rows.map(toLanding);
}

/** GET chanced-setting: the promotions menu item; with no row the spec's defaults apply. */
export async function readSettings(db: ContentDb): Promise<ContentSettings> {
  const row = await db.selectFrom('content_settings').selectAll().executeTakeFirst();
  return {
    PromotionMenuVisible: row?.promotion_menu_visible ?? true,
    PromotionMenuIcon: row?.promotion_menu_icon ?? null,
    PromotionMenuTitle: row?.promotion_menu_title ?? null,
    PromotionMenuRoute: row?.promotion_menu_route ?? null,
  };
}
