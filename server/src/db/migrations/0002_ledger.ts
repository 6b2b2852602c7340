/** The ledger: accounts, append-only transfers and entries, and the one function that posts a transfer. */
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
     SELECT 'house', coin, shard FROM unnest(ARRAY['GC', 'SC']) coin, generate_series(0, 63) shard`,
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
  // One entry per account and transfer: the key is (transfer, account), the account's history is by index.
  `CREATE TABLE ledger_entries (
    transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
    account_id bigint NOT NULL REFERENCES ledger_accounts(id),
    amount bigint NOT NULL CHECK (amount <> 0),
    balance_after bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (transfer_id, account_id)
  )`,
  `CREATE INDEX ledger_entries_account ON ledger_entries (account_id, transfer_id)`,
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
   * zero and all be accounts of the transfer's coin. A key seen before returns the first transfer and moves nothing. Accounts are
   * updated one by one in ascending id order, so concurrent transfers lock in one global order and
   * never deadlock on each other; a player's balance going below zero fails the CHECK constraint
   * (SQLSTATE 23514) and aborts the caller's transaction, so nothing it wrote survives.
   */
  `CREATE FUNCTION ledger_post(
     p_key text, p_kind text, p_coin text, p_accounts bigint[], p_amounts bigint[],
     p_reference_type text DEFAULT NULL, p_reference_id text DEFAULT NULL, p_meta jsonb DEFAULT NULL)
   RETURNS TABLE (transfer_id bigint, replayed boolean) LANGUAGE plpgsql AS $$
   DECLARE
     v_transfer bigint;
     v_postings int := coalesce(array_length(p_accounts, 1), 0);
     v_sum bigint := 0;
     v_previous bigint := 0;
     v_account_coin text;
     v_account bigint;
     v_amount bigint;
     v_balance bigint;
     v_balances bigint[] := '{}';
     v_accounts bigint[] := '{}';
     v_amounts bigint[] := '{}';
   BEGIN
     IF v_postings < 2 OR v_postings <> coalesce(array_length(p_amounts, 1), 0) THEN
       RAISE EXCEPTION 'ledger: a transfer needs at least two postings' USING ERRCODE = '22023';
     END IF;
     INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id, meta)
       VALUES (p_key, p_kind, p_coin, p_reference_type, p_reference_id, p_meta)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id INTO v_transfer;
     IF v_transfer IS NULL THEN
       RETURN QUERY SELECT t.id, true FROM ledger_transfers t WHERE t.idempotency_key = p_key;
       RETURN;
     END IF;
     FOR v_account, v_amount IN
       SELECT p.account_id, p.amount FROM unnest(p_accounts, p_amounts) AS p (account_id, amount) ORDER BY 1
     LOOP
       -- Checked as we go (sorted, a repeat is next to its twin); any failure aborts the whole call.
       IF v_account = v_previous OR v_amount = 0 THEN
         RAISE EXCEPTION 'ledger: repeated account or zero posting' USING ERRCODE = '22023';
       END IF;
       UPDATE ledger_accounts SET balance = balance + v_amount WHERE id = v_account
         RETURNING coin, balance INTO v_account_coin, v_balance;
       IF NOT FOUND THEN
         RAISE EXCEPTION 'ledger: unknown account % in postings', v_account USING ERRCODE = '22023';
       END IF;
       IF v_account_coin <> p_coin THEN
         RAISE EXCEPTION 'ledger: a transfer moves one coin' USING ERRCODE = '22023';
       END IF;
       v_accounts := v_accounts || v_account;
       v_amounts := v_amounts || v_amount;
       v_balances := v_balances || v_balance;
       v_previous := v_account;
       v_sum := v_sum + v_amount;
     END LOOP;
     IF v_sum <> 0 THEN
       RAISE EXCEPTION 'ledger: postings must sum to zero' USING ERRCODE = '22023';
     END IF;
     INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
       SELECT v_transfer, e.account_id, e.amount, e.balance_after
       FROM unnest(v_accounts, v_amounts, v_balances) AS e (account_id, amount, balance_after);
     RETURN QUERY SELECT v_transfer, false;
   END $$`,
];
