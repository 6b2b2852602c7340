/**
 * Free rounds from bundle rewards (issue 23, spec §3 Bundle.reward `free_spin_value`, `num_spins`,
 * `game.title`).
 *
 * A 'Free Spins' promotion gives the bundle's coins and a number of free spins of one catalog game, each
 * worth `free_spin_value` in `free_spins_coin`. A completed purchase that used one gets a
 * `free_round_grants` row in the transaction that credits it, and a job asks the game's provider to grant
 * the rounds (the provider's free-rounds call, keyed on the grant, so a retried job grants once). The
 * rounds are the provider's to play: their bets reach the wallet with `is_free` and move no coins, their
 * wins arrive as any win does.
 *
 * `sandbox_provider_free_rounds` is the sandbox provider's own record of the campaigns granted to it, as a
 * real provider keeps its own; live providers have none here.
 *
 * Seeded: 'Spin Starter', the 4.99 bundle with 10 free spins of Twisted Meteor (a 5×3 video slot) at 0.20 SC. Its 2.00 SC of
 * spins go over the price, so it is a first-purchase offer, once per player (docs/promotions.md).
 */
export const statements = [
  `ALTER TABLE bundle_promotions DROP CONSTRAINT bundle_promotions_reward_type_check`,
  `ALTER TABLE bundle_promotions ADD CONSTRAINT bundle_promotions_reward_type_check
     CHECK (reward_type IN ('Bundle Upgrade', 'Extra Coins', 'Free Spins'))`,
  `ALTER TABLE bundle_promotions
     ADD COLUMN free_spins_game_id integer REFERENCES games (id),
     ADD COLUMN num_spins integer CHECK (num_spins BETWEEN 1 AND 500),
     ADD COLUMN free_spin_value bigint CHECK (free_spin_value > 0),
     ADD COLUMN free_spins_coin text CHECK (free_spins_coin IN ('GC', 'SC')),
     ADD CONSTRAINT bundle_promotions_free_spins CHECK (
       (reward_type = 'Free Spins') = (free_spins_game_id IS NOT NULL)
       AND (free_spins_game_id IS NULL) = (num_spins IS NULL)
       AND (free_spins_game_id IS NULL) = (free_spin_value IS NULL)
       AND (free_spins_game_id IS NULL) = (free_spins_coin IS NULL))`,
  `CREATE TABLE free_round_grants (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     purchase_id bigint NOT NULL UNIQUE REFERENCES purchases (id),
     promotion_id integer NOT NULL REFERENCES bundle_promotions (id),
     game_id integer NOT NULL REFERENCES games (id),
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     rounds integer NOT NULL CHECK (rounds > 0),
     round_value bigint NOT NULL CHECK (round_value > 0),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted', 'failed')),
     provider_reference text,
     failure text,
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     granted_at timestamptz,
     CHECK ((status = 'granted') = (granted_at IS NOT NULL))
   )`,
  `CREATE INDEX free_round_grants_user ON free_round_grants (user_id, id DESC)`,
  `CREATE TABLE sandbox_provider_free_rounds (
     reference text PRIMARY KEY,
     protocol text NOT NULL CHECK (protocol IN ('hub88', 'pragmatic')),
     user_id text NOT NULL,
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     game_code text NOT NULL,
     rounds integer NOT NULL CHECK (rounds > 0),
     remaining integer NOT NULL CHECK (remaining BETWEEN 0 AND rounds),
     round_value bigint NOT NULL CHECK (round_value > 0),
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX sandbox_provider_free_rounds_player
     ON sandbox_provider_free_rounds (user_id, game_code, created_at) WHERE remaining > 0`,
  `INSERT INTO bundle_promotions (name, bundle_id, reward_type, first_purchase_only, free_spins_game_id,
       num_spins, free_spin_value, free_spins_coin)
   SELECT 'Spin Starter', b.id, 'Free Spins', true, g.id, 10, 20, 'SC'
     FROM bundles b, games g
    WHERE b.price = 499 AND b.discount_id IS NULL AND g.software = 'relax' AND g.identifier = 'twisted-meteor'`,
];
