/**
 * Gold Coin bundles and their purchases (issue 13). Bundles are data: the ladder of spec §9 (10,000 GC
 * per dollar and free SC equal to the dollars), special discounts (their own bundle rows with a price
 * and the struck `actual_price`), and promotions on a bundle (extra coins, or an upgrade to a bigger
 * bundle's coins). A purchase is one row per checkout attempt (its `merchant_ref_num` is unique), moved
 * to 'completed' once, in the transaction that credits it. The operator's purchase controls and the
 * freeze a denied purchase causes live on the player. The sandbox payment vendor keeps its handles in
 * its own table, so two app instances see the same vendor.
 */
export const statements = [
  `CREATE TABLE special_discounts (
     id serial PRIMARY KEY,
     slug text NOT NULL UNIQUE,
     title text NOT NULL,
     sub_title text NOT NULL,
     -- Shown only to players who have never completed a purchase.
     first_purchase_only boolean NOT NULL DEFAULT false,
     starts_at timestamptz NOT NULL DEFAULT now(),
     ends_at timestamptz,
     position integer NOT NULL DEFAULT 0
   )`,
  // Prices are USD cents; gc and sc are coin minor units (1 coin = 100).
  `CREATE TABLE bundles (
     id serial PRIMARY KEY,
     price bigint NOT NULL CHECK (price > 0),
     actual_price bigint NOT NULL CHECK (actual_price >= price),
     gc bigint NOT NULL CHECK (gc > 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     gc_discount text,
     tag text,
     discount_id integer REFERENCES special_discounts (id),
     active boolean NOT NULL DEFAULT true,
     position integer NOT NULL DEFAULT 0
   )`,
  `CREATE UNIQUE INDEX bundles_ladder_price ON bundles (price) WHERE discount_id IS NULL AND active`,
  `CREATE TABLE bundle_promotions (
     id serial PRIMARY KEY,
     name text NOT NULL,
     featured boolean NOT NULL DEFAULT false,
     bundle_id integer NOT NULL REFERENCES bundles (id),
     reward_type text NOT NULL CHECK (reward_type IN ('Bundle Upgrade', 'Extra Coins')),
     upgrade_bundle_id integer REFERENCES bundles (id),
     extra_gc bigint NOT NULL DEFAULT 0 CHECK (extra_gc >= 0),
     extra_sc bigint NOT NULL DEFAULT 0 CHECK (extra_sc >= 0),
     starts_at timestamptz NOT NULL DEFAULT now(),
     ends_at timestamptz,
     CHECK ((reward_type = 'Bundle Upgrade') = (upgrade_bundle_id IS NOT NULL))
   )`,
  `CREATE TABLE purchases (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     bundle_id integer NOT NULL REFERENCES bundles (id),
     promotion_id integer REFERENCES bundle_promotions (id),
     merchant_ref_num text NOT NULL UNIQUE,
     payment_method text NOT NULL CHECK (payment_method IN ('card', 'applePay', 'pay_by_bank')),
     amount bigint NOT NULL CHECK (amount > 0),
     -- What the bundle gives, before the first purchase doubles GC; sc is zero where SC is not awarded.
     gc bigint NOT NULL CHECK (gc > 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'processing', 'completed', 'failed')),
     vendor_status text NOT NULL DEFAULT 'INITIATED',
     vendor_payment_id text,
     failure text,
     credited_gc bigint,
     credited_sc bigint,
     confirmation text CHECK (confirmation IN ('pending', 'confirmed', 'denied')),
     clawed_back_gc bigint,
     clawed_back_sc bigint,
     billing jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     completed_at timestamptz,
     confirmed_at timestamptz,
     CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
     CHECK ((status = 'completed') = (credited_gc IS NOT NULL))
   )`,
  `CREATE INDEX purchases_user ON purchases (user_id, created_at DESC)`,
  `CREATE INDEX purchases_awaiting_confirmation ON purchases (user_id, id) WHERE confirmation = 'pending'`,
  `ALTER TABLE users
     ADD COLUMN total_purchases bigint NOT NULL DEFAULT 0,
     ADD COLUMN purchases_blocked boolean NOT NULL DEFAULT false,
     ADD COLUMN purchase_limit_bundles bigint[] NOT NULL DEFAULT '{}',
     ADD COLUMN frozen_at timestamptz,
     ADD COLUMN freeze_reason text`,
  `CREATE TABLE sandbox_payment_handles (
     merchant_ref_num text PRIMARY KEY,
     token text UNIQUE,
     amount bigint NOT NULL,
     currency text NOT NULL,
     payment_type text NOT NULL,
     status text NOT NULL CHECK (status IN ('INITIATED', 'PAYABLE', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
     instrument text,
     outcome text CHECK (outcome IN ('success', 'decline', 'pending', 'challenge')),
     error_code integer,
     payment_id text,
     payment_status text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // Every purchase credits from the purchases account: spread over 16 shards per coin (0 exists since
  // migration 2) so that purchases of different players do not queue on one row.
  `INSERT INTO ledger_accounts (kind, coin, shard)
     SELECT 'purchases', coin, shard FROM unnest(ARRAY['GC', 'SC']) coin, generate_series(1, 15) shard`,
  // The ladder (spec §9, sweepstakes.md): price in cents p gives p × 10,000 GC minor units and p SC minor units.
  `INSERT INTO bundles (price, actual_price, gc, sc, tag, position)
   SELECT p, p, p * 10000, p, t, n
     FROM (VALUES (199, NULL, 1), (499, NULL, 2), (999, 'Popular', 3), (1999, NULL, 4), (4999, 'Best Value', 5),
                  (9999, NULL, 6), (19999, NULL, 7), (49999, 'Whale', 8)) AS l (p, t, n)`,
  `INSERT INTO special_discounts (slug, title, sub_title, first_purchase_only, position) VALUES
     ('ftp_discount_new', 'Welcome Offer', 'Double Gold Coins on your first purchase', true, 1),
     ('weekend_boost', 'Weekend Boost', 'The 49.99 bundle for 37.49', false, 2)`,
  `INSERT INTO bundles (price, actual_price, gc, sc, gc_discount, discount_id, position)
   SELECT p, p, p * 10000, p, '2X', (SELECT id FROM special_discounts WHERE slug = 'ftp_discount_new'), n
     FROM (VALUES (499, 1), (999, 2), (1999, 3)) AS l (p, n)`,
  `INSERT INTO bundles (price, actual_price, gc, sc, discount_id, position)
   VALUES (3749, 4999, 49990000, 3749, (SELECT id FROM special_discounts WHERE slug = 'weekend_boost'), 1)`,
  `INSERT INTO bundle_promotions (name, featured, bundle_id, reward_type, extra_gc, extra_sc) VALUES
     ('Starter Boost', true, (SELECT id FROM bundles WHERE price = 999 AND discount_id IS NULL), 'Extra Coins',
      5000000, 200)`,
  `INSERT INTO bundle_promotions (name, bundle_id, reward_type, upgrade_bundle_id) VALUES
     ('Big Upgrade', (SELECT id FROM bundles WHERE price = 1999 AND discount_id IS NULL), 'Bundle Upgrade',
      (SELECT id FROM bundles WHERE price = 4999 AND discount_id IS NULL))`,
];
