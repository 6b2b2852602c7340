-- A provider's win, its transaction id claimed (provider_wallet_call): pays the player from the house
-- shard and adds to its round's payout. Accepted whatever has happened since the bet (the token expired, a
-- break or self-exclusion began, the round closed: a late win is paid and added to the settled round).
-- Its round is its bet's (the bet's record locked, so a rollback of that bet waits for the win or the win
-- for it), or without a bet named, the round of the provider's round id; one of the same player and coin.
-- Refusals raise SQLSTATE PW001: a bet never applied (transaction_does_not_exist) or rolled back
-- (transaction_rolled_back).
CREATE OR REPLACE FUNCTION provider_wallet_win(
  p_provider text, p_reference text, p_round text, p_user bigint, p_coin text, p_amount bigint,
  p_key text, p_house bigint,
  OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet provider_transactions;
  v_round_id bigint;
  v_round provider_rounds;
BEGIN
  IF p_reference IS NOT NULL THEN
    SELECT * INTO v_bet FROM provider_transactions
      WHERE provider = p_provider AND transaction_id = p_reference FOR UPDATE;
    IF v_bet.kind IS DISTINCT FROM 'bet' THEN
      RAISE EXCEPTION 'transaction_does_not_exist' USING ERRCODE = 'PW001';
    END IF;
    IF v_bet.state = 'rolled_back' THEN
      RAISE EXCEPTION 'transaction_rolled_back' USING ERRCODE = 'PW001';
    END IF;
    v_round_id := v_bet.round_id;
  ELSE
    SELECT id INTO v_round_id FROM provider_rounds
      WHERE provider = p_provider AND round_id = p_round AND bet_id IS NOT NULL;
  END IF;
  IF v_round_id IS NOT NULL THEN
    SELECT * INTO v_round FROM provider_rounds WHERE id = v_round_id FOR UPDATE;
  END IF;
  IF v_round_id IS NULL OR v_round.user_id <> p_user OR v_round.coin <> p_coin THEN
    RAISE EXCEPTION 'transaction_does_not_exist' USING ERRCODE = 'PW001';
  END IF;
  -- A win of nothing (a lost round's closing call) moves nothing and leaves the bets row as it is: an
  -- UPDATE adding 0 would still write a new version of the row.
  IF p_amount > 0 THEN
    PERFORM ledger_credit_win(p_key, p_user, p_coin, p_amount, p_house, 'bet', v_round.bet_id::text);
    PERFORM provider_round_add(v_round.bet_id, 0, p_amount);
  END IF;
  o_round := v_round.id;
  o_bet := v_round.bet_id;
  o_closed := v_round.closed_at IS NOT NULL;
END $$;
