/**
 * The seamless wallet third-party game providers call (integrations.md): each provider transaction
 * (bet, win, rollback) is recorded once, ever, with the answer it got, and each provider round is a `bets`
 * row like any house play, so history, the feeds, high rollers and rakeback see it.
 *
 * `bets.provider_round` marks those rows rather than a prefix on `bets.game`: `game` keeps the catalog
 * game's identifier (`software:name`, never a house game's name), which history and the feeds filter and
 * show as they do a house game's, and no house-game query changes. A provider round may have a wager of 0
 * (a free round) and a player may have several open at once (two tabs), so the wager check and the one
 * active game per player apply to house plays only; house games refuse a wager below their minimum first.
 *
 * Transaction records are kept for good: they are the audit trail of every provider call, and a provider
 * may retry one long after (Pragmatic Play retries for up to 24 hours); a retry must find its first answer.
 */
export const statements = [
  `ALTER TABLE bets ADD COLUMN provider_round boolean NOT NULL DEFAULT false`,
  `ALTER TABLE bets DROP CONSTRAINT bets_wager_check`,
  `ALTER TABLE bets ADD CONSTRAINT bets_wager_check CHECK (wager > 0 OR (provider_round AND wager = 0))`,
  `DROP INDEX bets_one_active_game`,
  `CREATE UNIQUE INDEX bets_one_active_game ON bets (user_id, game) WHERE status = 'active' AND NOT provider_round`,
  `CREATE TABLE provider_rounds (
     id bigserial PRIMARY KEY,
     provider text NOT NULL,
     round_id text NOT NULL,
     user_id bigint NOT NULL REFERENCES users (id),
     game_id integer NOT NULL REFERENCES games (id),
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     bet_id bigint REFERENCES bets (id),
     opened_at timestamptz NOT NULL DEFAULT now(),
     closed_at timestamptz,
     UNIQUE (provider, round_id)
   )`,
  // A bet row with no fingerprint is one only a rollback has named so far: it holds the transaction id
  // so that the bet, arriving late, finds it rolled back and never applies.
  `CREATE TABLE provider_transactions (
     id bigserial PRIMARY KEY,
     provider text NOT NULL,
     transaction_id text NOT NULL,
     kind text NOT NULL CHECK (kind IN ('bet', 'win', 'promo_win', 'rollback')),
     user_id bigint NOT NULL REFERENCES users (id),
     round_id bigint REFERENCES provider_rounds (id),
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     amount bigint NOT NULL CHECK (amount >= 0),
     reference_transaction_id text,
     fingerprint text,
     answer jsonb,
     state text NOT NULL CHECK (state IN ('applied', 'rolled_back')),
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (provider, transaction_id)
   )`,
  `CREATE INDEX provider_transactions_rollbacks ON provider_transactions (provider, reference_transaction_id)
     WHERE kind = 'rollback'`,
];
