/**
 * Redemptions (issue 14). A request (`redemptions`) takes the player's redeemable SC into the
 * `redemptions_payable` account at once; once paid they move on to `redemptions_paid` (opened here), and
 * a rejection, cancellation or failed payout returns them. Each status change is a conditional UPDATE on
 * the row, so two decisions can never both move the coins, and each is one row of `redemption_events`
 * (the player's timeline). `review_due_at` and `payout_due_at` are the promised times of each stage.
 */
export const statements = [
  `ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`,
  `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN
     ('gc', 'sc_unplayed', 'sc_redeemable', 'house', 'purchases', 'promotions', 'redemptions_payable',
      'duel_escrow', 'redemptions_paid'))`,
  `INSERT INTO ledger_accounts (kind, coin) VALUES ('redemptions_paid', 'SC')`,
  `CREATE TABLE redemptions (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     method text NOT NULL CHECK (method IN ('bank', 'gift_card', 'crypto')),
     -- SC in minor units; the prize is the same in USD cents (1 SC = 1 USD).
     amount bigint NOT NULL CHECK (amount > 0),
     status text NOT NULL DEFAULT 'pending_review'
       CHECK (status IN ('pending_review', 'approved', 'paid', 'rejected', 'cancelled', 'failed')),
     ach_account_id bigint REFERENCES ach_accounts (id),
     gift_card_brand text,
     crypto_currency text,
     crypto_network text,
     crypto_address text,
     crypto_tag text,
     -- Where the prize goes, as the player is shown it (never a full account number).
     destination text NOT NULL,
     reason text,
     vendor_payout_id text UNIQUE,
     payout_reference text,
     gift_card_code text,
     review_due_at timestamptz NOT NULL,
     payout_due_at timestamptz,
     decided_at timestamptz,
     finished_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT redemptions_destination CHECK (
       (method = 'bank' AND ach_account_id IS NOT NULL)
       OR (method = 'gift_card' AND gift_card_brand IS NOT NULL)
       OR (method = 'crypto' AND crypto_currency IS NOT NULL AND crypto_address IS NOT NULL))
   )`,
  `CREATE INDEX redemptions_user ON redemptions (user_id, id DESC)`,
  `CREATE INDEX redemptions_status ON redemptions (status, id)`,
  `CREATE TABLE redemption_events (
     id bigserial PRIMARY KEY,
     redemption_id bigint NOT NULL REFERENCES redemptions (id),
     status text NOT NULL
       CHECK (status IN ('pending_review', 'approved', 'paid', 'rejected', 'cancelled', 'failed')),
     actor text NOT NULL CHECK (actor IN ('player', 'staff', 'vendor')),
     actor_id bigint REFERENCES users (id),
     reason text,
     at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX redemption_events_redemption ON redemption_events (redemption_id, id)`,
];
