import {
  type AdminBundlePromotion,
  type AdminDiscount,
  type AdminPromotions,
  type BundlePromotionDraft,
  type DiscountDraft,
  formatAmount,
  type PromotionTerms,
  parseAmount,
  promotionCost,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import { fieldError } from '../../../http/errors';
import { type BundleCoins, bundleCoins, freeSpinsStake } from './offers';
import { type BundleRow, type DiscountRow, freeSpinsGame, type PromotionRow } from './repository';

type Executor = Database | Trx;

/**
 * The operator's side of bundle promotions and special discounts (issue 20, docs/promotions.md): what
 * an offer gives per use as `promotionCost` reads it, the list with each offer's cost, and the writes
 * the back office makes (it audits them in the same transaction).
 */

const NO_SUCH_BUNDLE = 'No active bundle by this id.';

async function activeBundle(executor: Executor, id: number, field: string): Promise<BundleRow> {
  const bundle = await executor
    .selectFrom('bundles')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!bundle) throw fieldError(field, NO_SUCH_BUNDLE);
  return bundle;
}

/** The columns a draft sets: what the promotion gives, to whom and how often (its dates apart). */
function draftTerms(draft: BundlePromotionDraft) {
  return {
    name: draft.name,
    featured: draft.featured,
    bundle_id: draft.bundle_id,
    reward_type: draft.reward_type,
    upgrade_bundle_id: draft.upgrade_bundle_id,
    extra_gc: parseAmount(draft.extra_gc) ?? 0n,
    extra_sc: parseAmount(draft.extra_sc) ?? 0n,
    free_spins_game_id: draft.free_spins_game_id,
    num_spins: draft.num_spins,
    free_spin_value: draft.free_spin_value === null ? null : (parseAmount(draft.free_spin_value) ?? 0n),
    free_spins_coin: draft.free_spins_coin,
    first_purchase_only: draft.first_purchase_only,
    uses_per_player: draft.uses_per_player,
    max_uses: draft.max_uses,
  };
}

/** A draft as the promotion row it would be (no id, no days left: neither changes what it gives). */
function draftRow(draft: BundlePromotionDraft): PromotionRow {
  const now = new Date();
  return {
    ...draftTerms(draft),
    id: draft.id ?? 0,
    starts_at: draft.starts_at ? new Date(draft.starts_at) : now,
    ends_at: draft.ends_at ? new Date(draft.ends_at) : null,
    disabled_at: null,
    created_by: null,
    updated_at: now,
    days_to_expire: null,
    free_spins_game: null,
  };
}

/**
 * What one use of a promotion gives and takes: the bundle's price, the coins `bundleCoins` credits, and
 * its free spins at their stake.
 */
export function promotionTerms(
  bundle: BundleRow,
  promotion: PromotionRow,
  coins: BundleCoins,
): PromotionTerms {
  const spins = freeSpinsStake(promotion);
  return {
    priceCents: bundle.price,
    gc: coins.gc + spins.gc,
    sc: coins.sc + spins.sc,
    usesPerPlayer: promotion.uses_per_player,
    maxUses: promotion.max_uses,
    firstPurchaseOnly: promotion.first_purchase_only,
  };
}

/** A discount's bundle: any number of purchases, except a first-purchase discount, which is the first. */
function discountTerms(
  bundle: Pick<BundleRow, 'price' | 'gc' | 'sc'>,
  firstPurchaseOnly: boolean,
): PromotionTerms {
  return {
    priceCents: bundle.price,
    gc: bundle.gc,
    sc: bundle.sc,
    usesPerPlayer: firstPurchaseOnly ? 1 : null,
    maxUses: null,
    firstPurchaseOnly: false,
  };
}

/** The terms of a bundle-promotion draft, its bundles checked to exist; with the row it would be. */
export async function bundlePromotionDraftTerms(executor: Executor, draft: BundlePromotionDraft) {
  const bundle = await activeBundle(executor, draft.bundle_id, 'bundle_id');
  const upgrade =
    draft.upgrade_bundle_id === null
      ? null
      : await activeBundle(executor, draft.upgrade_bundle_id, 'upgrade_bundle_id');
  if (upgrade && upgrade.gc <= bundle.gc)
    throw fieldError('upgrade_bundle_id', 'An upgrade gives more Gold Coins than the bundle it applies to.');
  const promotion = draftRow(draft);
  return promotionTerms(bundle, promotion, bundleCoins(bundle, promotion, upgrade));
}

/** The amounts of a discount draft in minor units; the struck price is at least the price. */
export function discountDraftBundle(draft: DiscountDraft) {
  const price = parseAmount(draft.price) ?? 0n;
  const actualPrice = parseAmount(draft.actual_price) ?? 0n;
  const gc = parseAmount(draft.gc) ?? 0n;
  if (price <= 0n) throw fieldError('price', 'The price must be above 0.');
  if (actualPrice < price) throw fieldError('actual_price', 'The struck price is at least the price.');
  if (gc <= 0n) throw fieldError('gc', 'A bundle gives some Gold Coins.');
  return { price, actual_price: actualPrice, gc, sc: parseAmount(draft.sc) ?? 0n };
}

/** The terms of a discount draft, for its cost. */
export function discountDraftTerms(draft: DiscountDraft): PromotionTerms {
  return discountTerms(discountDraftBundle(draft), draft.first_purchase_only);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const running = (startsAt: Date, endsAt: Date | null, now: Date) =>
  startsAt <= now && (endsAt === null || endsAt > now);

/** `GET /api/admin/promotions`: every promotion and discount, newest first, with uses and cost. */
export async function listOffers(executor: Executor): Promise<AdminPromotions> {
  const [bundles, promotions, uses, discounts] = await Promise.all([
    executor.selectFrom('bundles').selectAll().execute(),
    executor
      .selectFrom('bundle_promotions as p')
      .selectAll('p')
      .select(freeSpinsGame.as('free_spins_game'))
      .orderBy('p.id', 'desc')
      .execute(),
    executor
      .selectFrom('purchases')
      .select(['promotion_id', sql<string>`count(*)`.as('uses')])
      .where('status', '=', 'completed')
      .where('promotion_id', 'is not', null)
      .groupBy('promotion_id')
      .execute(),
    executor.selectFrom('special_discounts').selectAll().orderBy('id', 'desc').execute(),
  ]);
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const usesOf = new Map(uses.map((u) => [u.promotion_id, Number(u.uses)]));
  const now = new Date();
  return {
    promotions: promotions.flatMap((p) => {
      const bundle = byId.get(p.bundle_id);
      if (!bundle) return [];
      const upgrade = p.upgrade_bundle_id === null ? null : (byId.get(p.upgrade_bundle_id) ?? null);
      return [promotionView({ ...p, days_to_expire: null }, bundle, upgrade, usesOf.get(p.id) ?? 0, now)];
    }),
    discounts: discounts.map((d) => discountView(d, bundles, now)),
    ladder: bundles
      .filter((b) => b.active && b.discount_id === null)
      .sort((a, b) => Number(a.price - b.price))
      .map((b) => ({
        id: b.id,
        price: formatAmount(b.price),
        gc: formatAmount(b.gc),
        sc: formatAmount(b.sc),
      })),
  };
}

function promotionView(
  p: PromotionRow,
  bundle: BundleRow,
  upgrade: BundleRow | null,
  uses: number,
  now: Date,
): AdminBundlePromotion {
  return {
    id: p.id,
    name: p.name,
    reward_type: p.reward_type,
    bundle_id: p.bundle_id,
    bundle_price: formatAmount(bundle.price),
    upgrade_bundle_id: p.upgrade_bundle_id,
    extra_gc: formatAmount(p.extra_gc),
    extra_sc: formatAmount(p.extra_sc),
    free_spins_game_id: p.free_spins_game_id,
    free_spins_game_title: p.free_spins_game?.title ?? null,
    num_spins: p.num_spins,
    free_spin_value: p.free_spin_value === null ? null : formatAmount(p.free_spin_value),
    free_spins_coin: p.free_spins_coin,
    featured: p.featured,
    first_purchase_only: p.first_purchase_only,
    uses_per_player: p.uses_per_player,
    max_uses: p.max_uses,
    uses,
    starts_at: p.starts_at.toISOString(),
    ends_at: iso(p.ends_at),
    disabled_at: iso(p.disabled_at),
    live: p.disabled_at === null && running(p.starts_at, p.ends_at, now),
    cost: promotionCost(promotionTerms(bundle, p, bundleCoins(bundle, p, upgrade))),
  };
}

function discountView(d: DiscountRow, bundles: BundleRow[], now: Date): AdminDiscount {
  return {
    id: d.id,
    slug: d.slug,
    title: d.title,
    sub_title: d.sub_title,
    first_purchase_only: d.first_purchase_only,
    starts_at: d.starts_at.toISOString(),
    ends_at: iso(d.ends_at),
    live: running(d.starts_at, d.ends_at, now),
    bundles: bundles
      .filter((b) => b.discount_id === d.id && b.active)
      .map((b) => ({
        id: b.id,
        price: formatAmount(b.price),
        actual_price: formatAmount(b.actual_price),
        cost: promotionCost(discountTerms(b, d.first_purchase_only)),
      })),
  };
}

/** A promotion's row as the audit log keeps it (before and after a change). */
export function promotionById(executor: Executor, id: number) {
  return executor.selectFrom('bundle_promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates the promotion, or changes the one with the draft's id; answers its id. */
export async function writePromotion(
  trx: Trx,
  draft: BundlePromotionDraft,
  staffId: bigint,
): Promise<number> {
  const values = {
    ...draftTerms(draft),
    ends_at: draft.ends_at,
    ...(draft.starts_at ? { starts_at: draft.starts_at } : {}),
  };
  if (draft.id === undefined) {
    const row = await trx
      .insertInto('bundle_promotions')
      .values({ ...values, created_by: staffId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  await trx
    .updateTable('bundle_promotions')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', draft.id)
    .execute();
  return draft.id;
}

/** Creates a special discount with its one bundle; answers the discount's id. */
export async function writeDiscount(trx: Trx, draft: DiscountDraft): Promise<number> {
  const slugTaken = await trx
    .selectFrom('special_discounts')
    .select('id')
    .where('slug', '=', draft.slug)
    .executeTakeFirst();
  if (slugTaken) throw fieldError('slug', 'Another discount has this slug.');
  const discount = await trx
    .insertInto('special_discounts')
    .values({
      slug: draft.slug,
      title: draft.title,
      sub_title: draft.sub_title,
      first_purchase_only: draft.first_purchase_only,
      ends_at: draft.ends_at,
      ...(draft.starts_at ? { starts_at: draft.starts_at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bundles')
    .values({ ...discountDraftBundle(draft), discount_id: discount.id, gc_discount: null, tag: null })
    .execute();
  return discount.id;
}

/** Stops selling a promotion from now on; answers false when there is none by this id. */
export async function disablePromotion(trx: Trx, id: number): Promise<boolean> {
  const done = await trx
    .updateTable('bundle_promotions')
    .set({ disabled_at: sql`coalesce(disabled_at, now())`, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** Ends a special discount now (its bundles are no longer shown or sold); false when there is none by this id. */
export async function endDiscount(trx: Trx, id: number) {
  return trx
    .updateTable('special_discounts')
    .set({ ends_at: sql`least(coalesce(ends_at, now()), now())` })
    .where('id', '=', id)
    .returning(['id', 'slug', 'ends_at'])
    .executeTakeFirst();
}
