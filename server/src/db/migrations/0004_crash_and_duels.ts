/** Crash (hash chain, rounds, bets) and duels, with the escrow account that holds a duel's pot. */
export const statements = [
  /*
   * A crash chain: `seed` is the chain's secret last link h[n]; h[k-1] = sha256(h[k]) down to the published
   * terminating hash h[0]. Rounds play h[1], h[2], ... so each round's hash is the pre-image of the one
   * before. The salt is chosen after the chain (spec fairness.md), with the time it was published.
   */
  `CREATE TABLE crash_chains (
    id serial PRIMARY KEY,
    seed text NOT NULL,
    length integer NOT NULL CHECK (length > 0),
    terminating_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    salt text NOT NULL,
    salt_published_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  `CREATE TABLE crash_rounds (
    id bigserial PRIMARY KEY,
    chain_id integer NOT NULL REFERENCES crash_chains(id),
    position integer NOT NULL,
    hash text NOT NULL,
    crash_point numeric(14, 2) NOT NULL CHECK (crash_point >= 1),
    edge numeric(6, 4) NOT NULL,
    growth double precision NOT NULL,
    status text NOT NULL DEFAULT 'betting' CHECK (status IN ('betting', 'running', 'crashed')),
    betting_ends_at timestamptz NOT NULL,
    started_at timestamptz,
    crashed_at timestamptz,
    UNIQUE (chain_id, position)
  )`,
  `CREATE INDEX crash_rounds_live ON crash_rounds (id) WHERE status <> 'crashed'`,
  // A player's play in a round; the money side lives on its bets row like every other game's.
  `CREATE TABLE crash_bets (
    bet_id bigint PRIMARY KEY REFERENCES bets(id),
    round_id bigint NOT NULL REFERENCES crash_rounds(id),
    user_id bigint NOT NULL REFERENCES users(id),
    auto_cashout numeric(14, 2),
    cashout numeric(14, 2),
    UNIQUE (round_id, user_id)
  )`,
  // A duel's pot sits in escrow between the two plays and the payout.
  `ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`,
  `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN
     ('gc', 'sc_unplayed', 'sc_redeemable', 'house', 'purchases', 'promotions', 'redemptions_payable', 'duel_escrow'))`,
  `INSERT INTO ledger_accounts (kind, coin) VALUES ('duel_escrow', 'GC'), ('duel_escrow', 'SC')`,
  /*
   * host_seed is secret until the duel ends (only its hash is shown); each side's seed_nonce counts its
   * changes. status: open (waiting for a guest), joined, finished, cancelled.
   */
  `CREATE TABLE duels (
    id bigserial PRIMARY KEY,
    host_id bigint NOT NULL REFERENCES users(id),
    guest_id bigint REFERENCES users(id),
    coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
    wager bigint NOT NULL CHECK (wager > 0),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'joined', 'finished', 'cancelled')),
    host_seed text NOT NULL,
    host_seed_hash text NOT NULL,
    host_locked boolean NOT NULL DEFAULT false,
    host_seed_nonce integer NOT NULL DEFAULT 1,
    guest_seed text,
    guest_locked boolean NOT NULL DEFAULT false,
    guest_seed_nonce integer NOT NULL DEFAULT 0,
    outcome jsonb,
    host_bet_id bigint REFERENCES bets(id),
    guest_bet_id bigint REFERENCES bets(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    joined_at timestamptz,
    finished_at timestamptz,
    CHECK (host_id <> guest_id)
  )`,
  `CREATE INDEX duels_open ON duels (id DESC) WHERE status = 'open'`,
  // One duel in progress per player, as host or guest.
  `CREATE UNIQUE INDEX duels_one_hosted ON duels (host_id) WHERE status IN ('open', 'joined')`,
  `CREATE UNIQUE INDEX duels_one_joined ON duels (guest_id) WHERE status = 'joined'`,
];
