import { sql } from 'kysely';
import type { Database } from '../../../db/database';

/** One day's completed purchases of one offer, amounts in cents and minor units. */
export interface OfferDay {
  day: string;
  promotion_id: number | null;
  discount_id: number | null;
  offer: string;
  purchases: number;
  revenue: bigint;
  gc: bigint;
  sc: bigint;
}

/**
 * Completed purchases in [from, to) grouped by UTC day and offer: the promotion used, else the special
 * discount whose bundle was bought, else none. GC and SC are what was credited (a first purchase's
 * doubled GC included).
 */
export async function purchasesByDayAndOffer(db: Database, from: Date, to: Date): Promise<OfferDay[]> {
  const { rows } = await sql<OfferDay>`
    SELECT to_char(p.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
           p.promotion_id,
           CASE WHEN p.promotion_id IS NULL THEN b.discount_id END AS discount_id,
           coalesce('Promotion: ' || bp.name, 'Discount: ' || d.title, 'No promotion') AS offer,
           count(*)::int AS purchases,
           sum(p.amount)::bigint AS revenue,
           sum(p.credited_gc)::bigint AS gc,
           sum(coalesce(p.credited_sc, 0))::bigint AS sc
      FROM purchases p
      JOIN bundles b ON b.id = p.bundle_id
      LEFT JOIN bundle_promotions bp ON bp.id = p.promotion_id
      LEFT JOIN special_discounts d ON d.id = b.discount_id AND p.promotion_id IS NULL
     WHERE p.status = 'completed' AND p.completed_at >= ${from} AND p.completed_at < ${to}
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 4`.execute(db);
  return rows;
}

/** The SC the ledger's accounts hold now, in minor units. */
export interface ScLiability {
  sc_unplayed: bigint;
  sc_redeemable: bigint;
  sc_pending_redemption: bigint;
  sc_redeemed: bigint;
}

/**
 * Players' SC (unplayed and redeemable), redemptions requested and not yet paid (the payable account)
 * and redemptions paid (the paid account), summed over every shard.
 */
export async function scLiability(db: Database): Promise<ScLiability> {
  const { rows } = await sql<ScLiability>`
    SELECT coalesce(sum(balance) FILTER (WHERE kind = 'sc_unplayed' AND user_id IS NOT NULL), 0)::bigint AS sc_unplayed,
           coalesce(sum(balance) FILTER (WHERE kind = 'sc_redeemable' AND user_id IS NOT NULL), 0)::bigint AS sc_redeemable,
           coalesce(sum(balance) FILTER (WHERE kind = 'redemptions_payable'), 0)::bigint AS sc_pending_redemption,
           coalesce(sum(balance) FILTER (WHERE kind = 'redemptions_paid'), 0)::bigint AS sc_redeemed
      FROM ledger_accounts
     WHERE coin = 'SC'`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The ledger answered no row.');
  return row;
}
