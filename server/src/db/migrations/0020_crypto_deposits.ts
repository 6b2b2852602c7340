/**
 * Crypto deposits (issue 13): a deposit address per player and currency (a crypto code is one coin on
 * one network), kept so the player gets the same address again, and every deposit the chain showed us,
 * one row per transaction hash (the same transaction never credits twice). A deposit moves from
 * 'pending' through 'confirming' to 'credited' once, in the transaction that credits it as a purchase of
 * Gold Coins; 'below_minimum', 'wrong_network' and 'held' are never credited by the watcher. The sandbox
 * chain keeps the transactions a tester "sent" in its own table, so two app instances see one chain.
 */
export const statements = [
  `CREATE TABLE crypto_deposit_addresses (
     user_id bigint NOT NULL REFERENCES users (id),
     currency text NOT NULL,
     address text NOT NULL,
     -- XRP's destination tag, EOS's and BNB's memo: the shared address's per-player part.
     tag text,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, currency)
   )`,
  `CREATE UNIQUE INDEX crypto_deposit_addresses_destination
     ON crypto_deposit_addresses (currency, address, coalesce(tag, ''))`,
  `CREATE INDEX crypto_deposit_addresses_address ON crypto_deposit_addresses (address)`,
  `CREATE TABLE crypto_deposits (
     id bigserial PRIMARY KEY,
     tx_hash text NOT NULL UNIQUE,
     currency text NOT NULL,
     -- Null when no player's address (and tag) matches: kept for staff, never lost.
     user_id bigint REFERENCES users (id),
     address text NOT NULL,
     tag text,
     amount numeric(38, 18) NOT NULL CHECK (amount > 0),
     confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
     status text NOT NULL DEFAULT 'pending'
       CHECK (status IN ('pending', 'confirming', 'credited', 'below_minimum', 'wrong_network', 'held')),
     usd_cents bigint CHECK (usd_cents >= 0),
     credited_gc bigint,
     credited_sc bigint,
     note text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     credited_at timestamptz,
     CHECK ((status = 'credited') = (credited_at IS NOT NULL)),
     CHECK ((status = 'credited') = (credited_gc IS NOT NULL))
   )`,
  `CREATE INDEX crypto_deposits_user ON crypto_deposits (user_id, id DESC)`,
  `CREATE INDEX crypto_deposits_open ON crypto_deposits (id) WHERE status IN ('pending', 'confirming')`,
  `CREATE TABLE sandbox_chain_transactions (
     tx_hash text PRIMARY KEY,
     currency text NOT NULL,
     address text NOT NULL,
     tag text,
     amount numeric(38, 18) NOT NULL CHECK (amount > 0),
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX sandbox_chain_transactions_sent ON sandbox_chain_transactions (sent_at)`,
];
