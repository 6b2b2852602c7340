/**
 * Promotions under the operator's control (issue 20, docs/promotions.md). The rule: the free SC of a
 * purchase never exceed its price (SC minor units ≤ price cents), except in a first-purchase offer,
 * which each player uses once. A bundle's own SC are held to it here by a CHECK; a promotion's SC depend
 * on the bundles it names, so the pricing code and the back office hold it to the rule
 * (`promotionCost` in the contract). An upgrade now gives the bigger bundle's Gold Coins while the free
 * SC follow the price paid, so the seeded 'Big Upgrade' (19.99 USD) gives 19.99 SC, not 49.99.
 * Promotions gain their caps (uses per player, uses in all), a first-purchase flag, who made them and
 * a switch to disable them.
 */
export const statements = [
  `ALTER TABLE bundles ADD CONSTRAINT bundles_sc_within_price CHECK (sc <= price)`,
  `ALTER TABLE bundle_promotions
     ADD COLUMN first_purchase_only boolean NOT NULL DEFAULT false,
     ADD COLUMN uses_per_player integer NOT NULL DEFAULT 1 CHECK (uses_per_player BETWEEN 1 AND 100),
     ADD COLUMN max_uses integer CHECK (max_uses > 0),
     ADD COLUMN disabled_at timestamptz,
     ADD COLUMN created_by bigint REFERENCES users (id),
     ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
     ADD CONSTRAINT bundle_promotions_first_purchase_once CHECK (NOT first_purchase_only OR uses_per_player = 1)`,
  // 'Starter Boost' gives 11.99 SC for 9.99 USD: the seeded first-purchase offer, once per player.
  `UPDATE bundle_promotions SET first_purchase_only = true, uses_per_player = 1 WHERE name = 'Starter Boost'`,
  // The report groups completed purchases by day and offer.
  `CREATE INDEX purchases_completed_day ON purchases (completed_at) WHERE status = 'completed'`,
  `CREATE INDEX purchases_promotion_uses ON purchases (promotion_id, user_id) WHERE promotion_id IS NOT NULL`,
];
