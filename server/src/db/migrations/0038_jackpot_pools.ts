/**
 * The progressive jackpots (issue 23): Minor, Major, Mega and Grand pools per coin, held in the ledger.
 *
 * Each pool is striped over 64 ledger accounts per coin (shard = the contributing player's house shard,
 * 64 as in migration 2), one account kind per tier, so a bet's contribution locks only rows of the shard
 * its own wager already locked: contributions add no queue between players. A pool's amount is the sum of
 * its stripes. `jackpot_pools` holds each pool's seed and how many times it was won (its row is locked by
 * a win only); `jackpot_wins` keeps every win, once per pool and round. `jackpot_tiers`, the static
 * amounts the lobby showed before, goes: the lobby now reads the pools.
 */
export const statements = [
  `ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`,
  `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('gc', 'sc_unplayed',
     'sc_redeemable', 'house', 'purchases', 'promotions', 'redemptions_payable', 'duel_escrow', 'redemptions_paid',
     'jackpot_minor', 'jackpot_major', 'jackpot_mega', 'jackpot_grand'))`,
  `INSERT INTO ledger_accounts (kind, coin, shard)
     SELECT kind, coin, shard
       FROM unnest(ARRAY['jackpot_minor', 'jackpot_major', 'jackpot_mega', 'jackpot_grand']) kind,
            unnest(ARRAY['GC', 'SC']) coin, generate_series(0, 63) shard
      ORDER BY kind, coin, shard`,
  `CREATE TABLE jackpot_pools (
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     tier text NOT NULL CHECK (tier IN ('Minor', 'Major', 'Mega', 'Grand')),
     seed bigint NOT NULL CHECK (seed > 0),
     round integer NOT NULL DEFAULT 0 CHECK (round >= 0),
     PRIMARY KEY (coin, tier)
   )`,
  `INSERT INTO jackpot_pools (coin, tier, seed)
     SELECT coin, tier, seed FROM unnest(ARRAY['GC', 'SC']) coin,
       (VALUES ('Minor', 500), ('Major', 5000), ('Mega', 50000), ('Grand', 500000)) AS t (tier, seed)`,
  `CREATE TABLE jackpot_wins (
     id bigserial PRIMARY KEY,
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     tier text NOT NULL CHECK (tier IN ('Minor', 'Major', 'Mega', 'Grand')),
     round integer NOT NULL,
     user_id bigint NOT NULL REFERENCES users (id),
     game_id integer NOT NULL REFERENCES games (id),
     bet_id bigint NOT NULL,
     bet_key text NOT NULL,
     amount bigint NOT NULL CHECK (amount > 0),
     won_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (coin, tier, round)
   )`,
  `CREATE INDEX jackpot_wins_bet ON jackpot_wins (bet_key)`,
  `CREATE INDEX jackpot_wins_user ON jackpot_wins (user_id, id DESC)`,
  `DROP TABLE jackpot_tiers`,
];
