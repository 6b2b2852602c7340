import { type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { BundlePromotionsTable, BundlesTable, SpecialDiscountsTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';

type Executor = Database | Trx;
export type BundleRow = Selectable<BundlesTable>;
export type PromotionRow = Selectable<BundlePromotionsTable> & { days_to_expire: number | null };
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
 * Promotions running now that this player has not used yet (each promotion once per player), with
 * whole days left (null when open-ended).
 */
export function livePromotions(executor: Executor, userId: bigint | null): Promise<PromotionRow[]> {
  let query = executor
    .selectFrom('bundle_promotions as p')
    .selectAll('p')
    .select(
      sql<number | null>`floor(extract(epoch FROM p.ends_at - now()) / 86400)::int`.as('days_to_expire'),
    )
    .where(sql<boolean>`p.starts_at <= now() AND (p.ends_at IS NULL OR p.ends_at > now())`)
    .orderBy('p.id');
  if (userId !== null)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchases as u')
            .select('u.id')
            .whereRef('u.promotion_id', '=', 'p.id')
            .where('u.user_id', '=', userId)
            .where('u.status', '=', 'completed'),
        ),
      ),
    );
  return query.execute();
}

/** What decides which bundles a player sees and may buy. */
export function purchaseStanding(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('users')
    .select(['total_purchases', 'purchases_blocked', 'purchase_limit_bundles', 'frozen_at', 'freeze_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
