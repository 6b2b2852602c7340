import { parseAmount, WALLET_TEXTS } from '@casino/contract';
import type { PurchasesTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';
import type { Deps } from '../../../deps';
import { AppError, fieldError } from '../../../http/errors';
import { bundleCoins } from '../bundles/offers';
import { bundleById, livePromotions, purchaseStanding } from '../bundles/repository';
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
}

/** Prices an order from the bundle and its promotion (spec §3); refuses a wrong amount or promotion. */
export async function priceOrder(deps: Deps, userId: bigint, request: OrderRequest): Promise<Order> {
  const cents = parseAmount(request.amount);
  const bundle = await bundleById(deps.db, request.bundleId);
  if (!bundle) throw fieldError('bundleId', WALLET_TEXTS.noSuchBundle);
  if (cents !== bundle.price) throw fieldError('amount', WALLET_TEXTS.wrongAmount);
  const promotion = request.promotionId
    ? (await livePromotions(deps.db, userId)).find(
        (p) => p.id === request.promotionId && p.bundle_id === bundle.id,
      )
    : null;
  if (promotion === undefined) throw fieldError('promotionId', 'This promotion is not available.');
  const upgrade = promotion?.upgrade_bundle_id
    ? await bundleById(deps.db, promotion.upgrade_bundle_id)
    : null;
  return {
    bundleId: bundle.id,
    promotionId: promotion?.id ?? null,
    cents: bundle.price,
    blockedPrice: upgrade?.price ?? bundle.price,
    coins: bundleCoins(bundle, promotion, upgrade ?? null),
  };
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
  deps: Deps,
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
  const { scAwards } = await deps.eligibility.purchase(trx, userId, order.cents);
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
