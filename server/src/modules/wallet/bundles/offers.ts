import { type Bundle, type BundleReward, formatAmount } from '@casino/contract';
import { bundleArtwork } from './artwork';
import type { BundleRow, PromotionRow } from './repository';

/** Coins a purchase gives, in minor units, before the first purchase doubles GC. */
export interface BundleCoins {
  gc: bigint;
  sc: bigint;
}

/**
 * What buying `bundle` with `promotion` gives: an upgrade gives the bigger bundle's Gold Coins instead
 * of this one's, extra coins come on top. Free SC follow the price paid, the bundle's own (an upgrade
 * to the 49.99 bundle's SC for 19.99 USD would give away more than it takes, issue 20), plus a
 * promotion's extra SC, which the rule of docs/promotions.md bounds.
 */
export function bundleCoins(
  bundle: BundleRow,
  promotion: PromotionRow | null,
  upgrade: BundleRow | null,
): BundleCoins {
  const gcBase = promotion?.reward_type === 'Bundle Upgrade' && upgrade ? upgrade.gc : bundle.gc;
  return {
    gc: gcBase + (promotion?.extra_gc ?? 0n),
    sc: bundle.sc + (promotion?.extra_sc ?? 0n),
  };
}

/** sweepstakes.md: the player's first purchase doubles its Gold Coins. */
export function firstPurchaseGc(gc: bigint, firstPurchase: boolean): bigint {
  return firstPurchase ? gc * 2n : gc;
}

/**
 * A promotion's reward as the wallet shows it (spec §3 Bundle.reward): an upgrade's GC are the bigger
 * bundle's; its SC are only the extra ones, since the free SC follow the price paid.
 */
export function rewardView(promotion: PromotionRow, upgrade: BundleRow | null): BundleReward {
  const upgrading = promotion.reward_type === 'Bundle Upgrade' && upgrade;
  const gc = upgrading ? upgrade.gc : promotion.extra_gc;
  return {
    reward_type: promotion.reward_type,
    reward_amount: formatAmount(gc),
    gc: formatAmount(gc),
    sc: formatAmount(promotion.extra_sc),
    bundle: upgrading ? upgrade.id : null,
    promotion_id: promotion.id,
    price: formatAmount(upgrading ? upgrade.price : 0n),
    image: bundleArtwork(upgrading ? upgrade.price : 0n),
    free_spin_value: promotion.free_spin_value === null ? null : formatAmount(promotion.free_spin_value),
    num_spins: promotion.num_spins,
    free_spin_coin: promotion.free_spins_coin,
    game: promotion.free_spins_game,
  };
}

/**
 * A Free Spins promotion's spins at their full stake, per coin (minor units): what the rule of
 * docs/promotions.md counts them as, since a spin returns about its stake.
 */
export function freeSpinsStake(promotion: PromotionRow): BundleCoins {
  const stake = BigInt(promotion.num_spins ?? 0) * (promotion.free_spin_value ?? 0n);
  return promotion.free_spins_coin === 'SC' ? { gc: 0n, sc: stake } : { gc: stake, sc: 0n };
}

/** A bundle as the wallet shows it to this player, with the promotion that applies to it, if any. */
export function bundleView(
  bundle: BundleRow,
  options: {
    firstPurchase: boolean;
    discountSlug: string | null;
    promotion: PromotionRow | null;
    upgrade: BundleRow | null;
  },
): Bundle {
  const coins = bundleCoins(bundle, options.promotion, options.upgrade);
  return {
    id: bundle.id,
    price: formatAmount(bundle.price),
    actual_price: formatAmount(bundle.actual_price),
    discounted: bundle.actual_price > bundle.price,
    discount_slug: options.discountSlug,
    gc: formatAmount(firstPurchaseGc(coins.gc, options.firstPurchase)),
    gc_amount: formatAmount(bundle.gc),
    sc: formatAmount(coins.sc),
    sc_amount: formatAmount(bundle.sc),
    gc_discount: bundle.gc_discount ?? (options.firstPurchase ? '2X' : null),
    tag: bundle.tag,
    image: bundleArtwork(bundle.price),
    promotionId: options.promotion?.id ?? null,
    reward: options.promotion ? rewardView(options.promotion, options.upgrade) : null,
  };
}
