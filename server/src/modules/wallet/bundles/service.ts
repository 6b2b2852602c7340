import {
  type ActivePromotions,
  type BundlesAnswer,
  type FeaturedPromotion,
  formatAmount,
  type SpecialDiscount,
} from '@casino/contract';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import { bundleView, rewardView } from './offers';
import {
  type BundleRow,
  bundlesById,
  ladderBundles,
  liveDiscounts,
  livePromotions,
  type PromotionRow,
  purchaseStanding,
} from './repository';

type Executor = Database | Trx;

/** Whether the player has never completed a purchase (a guest counts as never). */
export async function isFirstPurchase(executor: Executor, userId: bigint | null): Promise<boolean> {
  return userId === null || (await purchaseStanding(executor, userId)).total_purchases === 0n;
}

/** The live promotion on each bundle (the lowest id when several), and the bundles upgrades point at. */
async function promotionsByBundle(executor: Executor, userId: bigint | null) {
  const promotions = await livePromotions(executor, userId, await isFirstPurchase(executor, userId));
  const byBundle = new Map<number, PromotionRow>();
  for (const promotion of promotions)
    if (!byBundle.has(promotion.bundle_id)) byBundle.set(promotion.bundle_id, promotion);
  return { promotions, byBundle, bundles: await bundlesById(executor) };
}

function upgradeOf(promotion: PromotionRow | null, bundles: Map<number, BundleRow>): BundleRow | null {
  return promotion?.upgrade_bundle_id ? (bundles.get(promotion.upgrade_bundle_id) ?? null) : null;
}

/** `GET /api/user/active-discounts`: special discounts running now, with their bundles. */
export async function activeDiscounts(executor: Executor, userId: bigint | null): Promise<SpecialDiscount[]> {
  const firstPurchase = await isFirstPurchase(executor, userId);
  return (await liveDiscounts(executor, firstPurchase)).map(({ discount, bundles }) => ({
    title: discount.title,
    sub_title: discount.sub_title,
    slug: discount.slug,
    bundles: bundles.map((bundle) =>
      bundleView(bundle, { firstPurchase, discountSlug: discount.slug, promotion: null, upgrade: null }),
    ),
  }));
}

/** `GET /api/user/active-featured-promotions`. */
export async function featuredPromotions(
  executor: Executor,
  userId: bigint | null,
): Promise<FeaturedPromotion[]> {
  const { promotions, bundles } = await promotionsByBundle(executor, userId);
  return promotions
    .filter((p) => p.featured)
    .map((p) => ({ id: p.id, name: p.name, rewards: [rewardView(p, upgradeOf(p, bundles))] }));
}

/** `GET /api/user/active-promotions`: the promotions keyed by the price of the bundle they apply to. */
export async function activePromotions(executor: Executor, userId: bigint | null): Promise<ActivePromotions> {
  const { promotions, bundles } = await promotionsByBundle(executor, userId);
  const byPrice: ActivePromotions = {};
  for (const promotion of promotions) {
    const bundle = bundles.get(promotion.bundle_id);
    if (!bundle) continue;
    byPrice[formatAmount(bundle.price)] ??= {
      promotion_id: promotion.id,
      rewards: [rewardView(promotion, upgradeOf(promotion, bundles))],
      days_to_expire: promotion.days_to_expire,
    };
  }
  return byPrice;
}

/** `GET /api/bundles`: the ladder with its promotions, the special discounts and the featured promotion. */
export async function bundleCatalog(executor: Executor, userId: bigint | null): Promise<BundlesAnswer> {
  const firstPurchase = await isFirstPurchase(executor, userId);
  const { byBundle, bundles } = await promotionsByBundle(executor, userId);
  const ladder = (await ladderBundles(executor)).map((bundle) => {
    const promotion = byBundle.get(bundle.id) ?? null;
    return bundleView(bundle, {
      firstPurchase,
      discountSlug: null,
      promotion,
      upgrade: upgradeOf(promotion, bundles),
    });
  });
  const featured = await featuredPromotions(executor, userId);
  return {
    bundles: ladder,
    discounted_bundles: await activeDiscounts(executor, userId),
    featured_promotion: featured[0] ?? null,
  };
}
