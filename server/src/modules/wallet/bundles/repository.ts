import type { FreeSpinsGame } from '@casino/contract';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { BundlePromotionsTable, BundlesTable, SpecialDiscountsTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';

type Executor = Database | Trx;
export type BundleRow = Selectable<BundlesTable>;
export type PromotionRow = Selectable<BundlePromotionsTable> & {
  days_to_expire: number | null;
  /** A Free Spins promotion's game as the wallet names and links it; null for other rewards. */
  free_spins_game: FreeSpinsGame | null;
};

/** A promotion's free-spins game (`p` is the promotion), or null. */
export const freeSpinsGame = sql<FreeSpinsGame | null>`(SELECT jsonb_build_object('title', g.title,
    'software', g.software, 'provider', pr.slug, 'identifier', g.identifier)
  FROM games g JOIN providers pr ON pr.id = g.provider_id WHERE g.id = p.free_spins_game_id)`;
export type DiscountRow = Selectable<SpecialDiscountsTable>;

const live = sql<boolean>`starts_at <= now() AND (ends_at IS NULL OR ends_at > now())`;

/** The ladder: active bundles outside any special discount, cheapest first. */
export function ladderBundles(executor: Executor) {
  return executor
    .selectFrom('bundles')
    .selectAll()
    .where('active', '=', true)
    .where('discount_id', 'is', null)
    .orderBy('price')
    .execute();
}

/** Every active bundle by id (ladder and discounts): upgrades point at any of them. */
export async function bundlesById(executor: Executor): Promise<Map<number, BundleRow>> {
  const rows = await executor.selectFrom('bundles').selectAll().where('active', '=', true).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function bundleById(executor: Executor, id: number) {
  return executor
    .selectFrom('bundles')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** Special discounts running now with their bundles; first-purchase ones only for a player who never bought. */
export async function liveDiscounts(executor: Executor, firstPurchase: boolean) {
  let query = executor.selectFrom('special_discounts').selectAll().where(live).orderBy('position');
  if (!firstPurchase) query = query.where('first_purchase_only', '=', false);
  const discounts = await query.execute();
  if (discounts.length === 0) return [];
  const bundles = await executor
    .selectFrom('bundles')
    .selectAll()
    .where('active', '=', true)
    .where(
      'discount_id',
      'in',
      discounts.map((d) => d.id),
    )
    .orderBy('position')
    .execute();
  return discounts.map((discount) => ({
    discount,
    bundles: bundles.filter((b) => b.discount_id === discount.id),
  }));
}

/**
 * Promotions running now, not disabled, with uses left in all (`max_uses`) and for this player
 * (`uses_per_player`, once by default), with whole days left (null when open-ended). A first-purchase
 * offer is live only for a player who has never completed a purchase (a guest counts as never).
 */
export function livePromotions(
  executor: Executor,
  userId: bigint | null,
  firstPurchase: boolean,
): Promise<PromotionRow[]> {
  let query = executor
    .selectFrom('bundle_promotions as p')
    .selectAll('p')
    .select([
      sql<number | null>`floor(extract(epoch FROM p.ends_at - now()) / 86400)::int`.as('days_to_expire'),
      freeSpinsGame.as('free_spins_game'),
    ])
    .where(sql<boolean>`p.starts_at <= now() AND (p.ends_at IS NULL OR p.ends_at > now())`)
    .where('p.disabled_at', 'is', null)
    .where(
      sql<boolean>`(p.max_uses IS NULL OR p.max_uses > (SELECT count(*) FROM purchases t
        WHERE t.promotion_id = p.id AND t.status = 'completed'))`,
    )
    .orderBy('p.id');
  if (!firstPurchase) query = query.where('p.first_purchase_only', '=', false);
  if (userId !== null)
    query = query.where(
      sql<boolean>`p.uses_per_player > (SELECT count(*) FROM purchases u
        WHERE u.promotion_id = p.id AND u.user_id = ${userId} AND u.status = 'completed')`,
    );
  return query.execute();
}

/**
 * Purchases of this player with this promotion that may still complete or have completed: a
 * first-purchase offer's cap counts them all, so two checkouts opened side by side cannot both use it.
 */
export async function openOrCompletedUses(executor: Executor, userId: bigint, promotionId: number) {
  const row = await executor
    .selectFrom('purchases')
    .select((eb) => eb.fn.countAll<string>().as('uses'))
    .where('user_id', '=', userId)
    .where('promotion_id', '=', promotionId)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** What decides which bundles a player sees and may buy. */
export function purchaseStanding(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('users')
    .select(['total_purchases', 'purchases_blocked', 'purchase_limit_bundles', 'frozen_at', 'freeze_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A Free Spins promotion's game, coin, count and value; null for any other reward. */
export async function promotionFreeSpins(executor: Executor, promotionId: number) {
  const row = await executor
    .selectFrom('bundle_promotions')
    .select(['free_spins_game_id', 'free_spins_coin', 'num_spins', 'free_spin_value'])
    .where('id', '=', promotionId)
    .executeTakeFirst();
  if (!row?.free_spins_game_id || !row.free_spins_coin || !row.num_spins || !row.free_spin_value) return null;
  return {
    gameId: row.free_spins_game_id,
    coin: row.free_spins_coin,
    rounds: row.num_spins,
    roundValue: row.free_spin_value,
  };
}
