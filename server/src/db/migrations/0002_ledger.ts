/** The ledger: accounts, append-only transfers and entries, and the one function that posts a transfer. */
export const HOUSE_SHARDS = 16;

export const statements = [
  `CREATE TABLE ledger_accounts (
    id bigserial PRIMARY KEY,
    user_id bigint REFERENCES users(id),
    kind text NOT NULL CHECK (kind IN ('gc', 'sc_unplayed', 'sc_redeemable', 'house', 'purchases', 'promotions', 'redemptions_payable')),
    coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
    shard smallint NOT NULL DEFAULT 0,
    balance bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ledger_accounts_player_non_negative CHECK (user_id IS NULL OR balance >= 0),
    CONSTRAINT ledger_accounts_player_kind CHECK ((user_id IS NULL) = (kind NOT IN ('gc', 'sc_unplayed', 'sc_redeemable')))
  )`,
  `CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL`,
  `CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (kind, coin, shard) WHERE user_id IS NULL`,
  // The house takes one side of every play; spreading it over shards keeps players from queueing on one row.
  `INSERT INTO ledger_accounts (kind, coin, shard)
     SELECT 'house', coin, shard FROM unnest(ARRAY['GC', 'SC']) coin, generate_series(0, ${HOUSE_SHARDS - 1}) shard`,
  `INSERT INTO ledger_accounts (kind, coin) VALUES
     ('purchases', 'GC'), ('purchases', 'SC'), ('promotions', 'GC'), ('promotions', 'SC'), ('redemptions_payable', 'SC')`,
  `CREATE TABLE ledger_transfers (
    id bigserial PRIMARY KEY,
    idempotency_key text NOT NULL UNIQUE,
    kind text NOT NULL,
    coin text NOT NULL,
    reference_type text,
    reference_id text,
    meta jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE ledger_entries (
    id bigserial PRIMARY KEY,
    transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
    account_id bigint NOT NULL REFERENCES ledger_accounts(id),
    amount bigint NOT NULL CHECK (amount <> 0),
    balance_after bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id)`,
  `CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id)`,
  `CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'ledger rows are append-only: post a reversing transfer instead' USING ERRCODE = '55000';
   END $$`,
  `CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
     FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
     FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`,
  /*
   * Posts one balanced transfer in one round trip. The postings (account, signed amount) must sum to
   * zero within one coin. A key seen before returns the first transfer and moves nothing. Accounts are
   * locked in ascending id order, so concurrent transfers never deadlock on each other; a player's
   * balance going below zero fails the CHECK constraint (SQLSTATE 23514) and aborts the caller's
   * transaction, so nothing it wrote survives.
   */
  `CREATE FUNCTION ledger_post(
     p_key text, p_kind text, p_accounts bigint[], p_amounts bigint[],
     p_reference_type text DEFAULT NULL, p_reference_id text DEFAULT NULL, p_meta jsonb DEFAULT NULL)
   RETURNS TABLE (transfer_id bigint, replayed boolean) LANGUAGE plpgsql AS $$
   DECLARE
     v_transfer bigint;
     v_locked int;
     v_coins int;
     v_coin text;
   BEGIN
     IF coalesce(array_length(p_accounts, 1), 0) < 2 OR array_length(p_accounts, 1) <> array_length(p_amounts, 1) THEN
       RAISE EXCEPTION 'ledger: a transfer needs at least two postings' USING ERRCODE = '22023';
     END IF;
     IF (SELECT sum(a) FROM unnest(p_amounts) a) <> 0 THEN
       RAISE EXCEPTION 'ledger: postings must sum to zero' USING ERRCODE = '22023';
     END IF;
     IF EXISTS (SELECT 1 FROM unnest(p_amounts) a WHERE a = 0) THEN
       RAISE EXCEPTION 'ledger: a posting of zero moves nothing' USING ERRCODE = '22023';
     END IF;
     SELECT count(*), count(DISTINCT l.coin), min(l.coin) INTO v_locked, v_coins, v_coin
       FROM (SELECT a.id, a.coin FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE) l;
     IF v_locked <> array_length(p_accounts, 1) THEN
       RAISE EXCEPTION 'ledger: unknown or repeated account in postings' USING ERRCODE = '22023';
     END IF;
     IF v_coins <> 1 THEN
       RAISE EXCEPTION 'ledger: a transfer moves one coin' USING ERRCODE = '22023';
     END IF;
     INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id, meta)
       VALUES (p_key, p_kind, v_coin, p_reference_type, p_reference_id, p_meta)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id INTO v_transfer;
     IF v_transfer IS NULL THEN
       RETURN QUERY SELECT t.id, true FROM ledger_transfers t WHERE t.idempotency_key = p_key;
       RETURN;
     END IF;
     WITH postings AS (SELECT * FROM unnest(p_accounts, p_amounts) AS p (account_id, amount)),
          moved AS (
            UPDATE ledger_accounts a SET balance = a.balance + p.amount
              FROM postings p WHERE a.id = p.account_id
              RETURNING a.id, p.amount, a.balance)
     INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
       SELECT v_transfer, m.id, m.amount, m.balance FROM moved m ORDER BY m.id;
     RETURN QUERY SELECT v_transfer, false;
   END $$`,
];
