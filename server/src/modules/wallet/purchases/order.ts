import { parseAmount, promotionCost, WALLET_TEXTS } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { PurchasesTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';
import { AppError, fieldError } from '../../../http/errors';
import { promotionTerms } from '../bundles/management';
import { type BundleCoins, bundleCoins } from '../bundles/offers';
import {
  type BundleRow,
  bundleById,
  liveDiscounts,
  livePromotions,
  openOrCompletedUses,
  type PromotionRow,
  purchaseStanding,
} from '../bundles/repository';
import type { PurchasePorts } from '../ports';
import { insertPurchase, type PurchaseRow } from './repository';

/** What the player asked to buy: a bundle at its price, with a live promotion on it or none. */
export interface OrderRequest {
  bundleId: number;
  /** Dollars as the player saw them ("9.99"): refused unless it is the bundle's price. */
  amount: string;
  promotionId?: number | null | undefined;
}

/** A priced order: the bundle, what it gives and the price its purchase limit is checked against. */
export interface Order {
  bundleId: number;
  promotionId: number | null;
  cents: bigint;
  blockedPrice: bigint;
  coins: { gc: bigint; sc: bigint };
  /** A first-purchase offer: once per player, checked again under the player's lock when recorded. */
  firstPurchaseOffer: boolean;
}

/** Shown to a player whose promotion is over, used up, or no longer sold. */
const PROMOTION_UNAVAILABLE = 'This promotion is not available.';

/**
 * Prices an order from the bundle and its promotion (spec §3); refuses a wrong amount, a discount that
 * is not running for this player, and a promotion that is not live for them or whose free SC exceed
 * the price outside a first-purchase offer (docs/promotions.md), whatever the database holds.
 */
export async function priceOrder(
  ports: PurchasePorts,
  userId: bigint,
  request: OrderRequest,
): Promise<Order> {
  const cents = parseAmount(request.amount);
  const bundle = await bundleById(ports.db, request.bundleId);
  if (!bundle) throw fieldError('bundleId', WALLET_TEXTS.noSuchBundle);
  if (cents !== bundle.price) throw fieldError('amount', WALLET_TEXTS.wrongAmount);
  const firstPurchase = (await purchaseStanding(ports.db, userId)).total_purchases === 0n;
  await refuseClosedDiscount(ports.db, bundle, firstPurchase);
  const promotion = request.promotionId
    ? (await livePromotions(ports.db, userId, firstPurchase)).find(
        (p) => p.id === request.promotionId && p.bundle_id === bundle.id,
      )
    : null;
  if (promotion === undefined) throw fieldError('promotionId', PROMOTION_UNAVAILABLE);
  const upgrade = promotion?.upgrade_bundle_id
    ? await bundleById(ports.db, promotion.upgrade_bundle_id)
    : null;
  const coins = bundleCoins(bundle, promotion, upgrade ?? null);
  if (promotion) refuseOverPrice(bundle, promotion, coins);
  return {
    bundleId: bundle.id,
    promotionId: promotion?.id ?? null,
    cents: bundle.price,
    blockedPrice: upgrade?.price ?? bundle.price,
    coins,
    firstPurchaseOffer: promotion?.first_purchase_only ?? false,
  };
}

/** A special discount's bundle is sold only while its discount runs, a first-purchase one only before a first purchase. */
async function refuseClosedDiscount(db: Database, bundle: BundleRow, firstPurchase: boolean) {
  if (bundle.discount_id === null) return;
  const running = await liveDiscounts(db, firstPurchase);
  if (!running.some(({ discount }) => discount.id === bundle.discount_id))
    throw fieldError('bundleId', WALLET_TEXTS.bundleUnavailable);
}

/** The rule of docs/promotions.md at the till: a promotion saved before the rule, or edited in SQL, is not sold. */
function refuseOverPrice(bundle: BundleRow, promotion: PromotionRow, coins: BundleCoins) {
  const cost = promotionCost(promotionTerms(bundle, promotion, coins));
  if (!cost.within_rule) throw fieldError('promotionId', PROMOTION_UNAVAILABLE);
}

/**
 * A first-purchase offer is used once per player: under the player's row lock, refused when the player
 * has completed a purchase or holds another purchase with it that is not failed (a checkout still open
 * counts, so two side by side cannot both use it).
 */
async function refuseUsedFirstPurchaseOffer(trx: Trx, userId: bigint, promotionId: number) {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
  const standing = await purchaseStanding(trx, userId);
  if (standing.total_purchases > 0n || (await openOrCompletedUses(trx, userId, promotionId)) > 0)
    throw fieldError('promotionId', PROMOTION_UNAVAILABLE);
}

/**
 * Refuses a purchase the operator or a denial stops (spec §3 can_purchase, freeze_reason,
 * purchase_limit_bundles): a frozen account, purchases switched off, or this bundle's price blocked
 * (the upgrade's price when the promotion upgrades it, spec §4).
 */
async function refuseStopped(trx: Trx, userId: bigint, blockedPrice: bigint): Promise<void> {
  const standing = await purchaseStanding(trx, userId);
  if (standing.frozen_at)
    throw new AppError('FORBIDDEN', standing.freeze_reason ?? WALLET_TEXTS.frozenReason);
  if (standing.purchases_blocked) throw new AppError('FORBIDDEN', WALLET_TEXTS.cannotPurchase);
  if (standing.purchase_limit_bundles.includes(blockedPrice))
    throw new AppError('FORBIDDEN', WALLET_TEXTS.bundleUnavailable);
}

/**
 * Records the attempt to buy an order, in the caller's transaction, once every gate passed (break,
 * self-exclusion, location where enabled, limits, identity over 500 USD or past the configured total).
 * Nothing is credited here: the payment's settlement does that.
 */
export async function recordPurchase(
  ports: PurchasePorts,
  trx: Trx,
  userId: bigint,
  order: Order,
  payment: {
    merchantRefNum: string;
    method: PurchasesTable['payment_method'];
    billing: string | null;
  },
): Promise<PurchaseRow> {
  await refuseStopped(trx, userId, order.blockedPrice);
  if (order.firstPurchaseOffer && order.promotionId !== null)
    await refuseUsedFirstPurchaseOffer(trx, userId, order.promotionId);
  const { scAwards } = await ports.eligibility.purchase(trx, userId, order.cents);
  return insertPurchase(trx, {
    user_id: userId,
    bundle_id: order.bundleId,
    promotion_id: order.promotionId,
    merchant_ref_num: payment.merchantRefNum,
    payment_method: payment.method,
    amount: order.cents,
    gc: order.coins.gc,
    // sweepstakes.md: in a GC-only state the bundle's Gold Coins come without the free Sweeps Coins.
    sc: scAwards ? order.coins.sc : 0n,
    billing: payment.billing,
  });
}
