-- Posts one balanced transfer in one round trip. The postings (account, signed amount) must sum to zero and
-- all be accounts of the transfer's coin. A key seen before returns the first transfer and moves nothing.
-- The accounts are moved in ascending id order, each UPDATE taking its row's lock, and only then is the
-- transfer id taken: concurrent transfers lock in one global order (no deadlock between them) and an
-- account's entries read by transfer id replay its balance_after chain. The UPDATE is the lock: a separate
-- SELECT … FOR UPDATE first wrote every row twice (bench/ledger/run.ts, alternating runs on 2026-11-29:
-- 4,827-4,849 sharded transfers/s with it, 0.36 of the raw rate; 5,858-7,205 without, 0.44-0.51).
-- A player's balance that would go below zero is not moved and the call fails as the CHECK constraint
-- would (SQLSTATE 23514, ledger_accounts_player_non_negative), aborting the caller's transaction, so
-- nothing it wrote survives; unless a twin of this key committed while this call waited for a row, which
-- makes it a replay (the twin's debit may have left too little for a second).
CREATE OR REPLACE FUNCTION ledger_post(
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
  v_stamp timestamptz;
  v_replayed bigint;
BEGIN
  IF v_postings < 2 OR v_postings <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'ledger: a transfer needs at least two postings' USING ERRCODE = '22023';
  END IF;
  -- A replay needs no lock: it moves nothing.
  SELECT t.id INTO v_transfer FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT v_transfer, true;
    RETURN;
  END IF;
  FOR v_account, v_amount IN
    SELECT p.account_id, p.amount FROM unnest(p_accounts, p_amounts) AS p (account_id, amount) ORDER BY 1
  LOOP
    -- Checked as we go (sorted, a repeat is next to its twin); any failure aborts the whole call.
    IF v_account = v_previous OR v_amount = 0 THEN
      RAISE EXCEPTION 'ledger: repeated account or zero posting' USING ERRCODE = '22023';
    END IF;
    UPDATE ledger_accounts SET balance = balance + v_amount
      WHERE id = v_account AND (user_id IS NULL OR balance + v_amount >= 0)
      RETURNING coin, balance INTO v_account_coin, v_balance;
    IF NOT FOUND THEN
      SELECT t.id INTO v_replayed FROM ledger_transfers t WHERE t.idempotency_key = p_key;
      IF FOUND THEN
        PERFORM ledger_post_take_back(v_accounts, v_amounts);
        RETURN QUERY SELECT v_replayed, true;
        RETURN;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = v_account) THEN
        RAISE EXCEPTION 'ledger: unknown account % in postings', v_account USING ERRCODE = '22023';
      END IF;
      RAISE EXCEPTION 'new row for relation "ledger_accounts" violates check constraint "%"',
        'ledger_accounts_player_non_negative'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative',
              TABLE = 'ledger_accounts';
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
  -- The entries' time, taken once the accounts are ours, one for the whole transfer: an account's entries
  -- are then stamped in the order of its lock, which is their transfer-id order, and a transfer's entries
  -- fall in one month. The monthly partitions (migration 47) cut at a month, so an archived month never
  -- splits an account's chain or a transfer (server/src/partitions/archive.ts checks both).
  v_stamp := clock_timestamp();
  -- The id is taken under the locks; a twin of this key committed while we waited is a replay, and what
  -- this call moved is moved back.
  INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id, meta)
    VALUES (p_key, p_kind, p_coin, p_reference_type, p_reference_id, p_meta)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_transfer;
  IF v_transfer IS NULL THEN
    PERFORM ledger_post_take_back(v_accounts, v_amounts);
    RETURN QUERY SELECT t.id, true FROM ledger_transfers t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    SELECT v_transfer, e.account_id, e.amount, e.balance_after, v_stamp
    FROM unnest(v_accounts, v_amounts, v_balances) AS e (account_id, amount, balance_after);
  RETURN QUERY SELECT v_transfer, false;
END $$;
