-- A provider's rollback, its transaction id claimed (provider_wallet_call): gives an applied bet's coins
-- back once (the ledger's exact reverse of the bet's transfer, keyed on the rollback, p_key) and takes its
-- wager off the round. A rollback for a bet not seen yet holds the bet's id (a record with no
-- fingerprint, rolled back), so the late bet never applies; one for a bet already rolled back moves
-- nothing. Accepted whatever has happened since the bet (token expired, a break begun, the round closed).
-- A bet of another kind or player, or none named, raises SQLSTATE PW001 transaction_does_not_exist.
-- o_bet is set only when a bet was rolled back now (its round may then close).
CREATE OR REPLACE FUNCTION provider_wallet_rollback(
  p_provider text, p_reference text, p_user bigint, p_coin text, p_key text, p_bet_key text,
  OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_held bigint;
  v_bet provider_transactions;
  v_round provider_rounds;
BEGIN
  IF p_reference IS NULL THEN
    RAISE EXCEPTION 'transaction_does_not_exist' USING ERRCODE = 'PW001';
  END IF;
  INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, coin, amount,
                                     reference_transaction_id, state)
    VALUES (p_provider, p_reference, 'bet', p_user, p_coin, 0, p_reference, 'rolled_back')
    ON CONFLICT (provider, transaction_id) DO NOTHING
    RETURNING id INTO v_held;
  IF v_held IS NOT NULL THEN
    RETURN;
  END IF;
  SELECT * INTO v_bet FROM provider_transactions
    WHERE provider = p_provider AND transaction_id = p_reference FOR UPDATE;
  IF v_bet.kind <> 'bet' OR v_bet.user_id <> p_user THEN
    RAISE EXCEPTION 'transaction_does_not_exist' USING ERRCODE = 'PW001';
  END IF;
  o_round := v_bet.round_id;
  IF v_bet.state = 'applied' AND v_bet.round_id IS NOT NULL THEN
    SELECT * INTO v_round FROM provider_rounds WHERE id = v_bet.round_id FOR UPDATE;
    IF v_bet.amount > 0 THEN
      PERFORM ledger_reverse(p_key, p_bet_key, 'provider_rollback');
    END IF;
    PERFORM provider_round_add(v_round.bet_id, -v_bet.amount, 0);
    UPDATE provider_transactions SET state = 'rolled_back' WHERE id = v_bet.id;
    o_bet := v_round.bet_id;
    o_closed := v_round.closed_at IS NOT NULL;
  END IF;
END $$;
