-- A provider saying its round is over (Pragmatic's endRound), in one statement: moves nothing, may come
-- more than once. Closes the round (provider_round_close) if a bet opened it and it is still open; a round
-- already closed, or never opened (a provider may end a round that had no bet), answers ok; a round of
-- another player or coin answers invalid_round, having written nothing. Answers as provider_wallet_call.
CREATE OR REPLACE FUNCTION provider_wallet_end_round(
  p_provider text, p_round text, p_user bigint, p_coin text, p_high_roller bigint[])
RETURNS TABLE (o_status text, o_balance bigint, o_transaction bigint, o_bet bigint, o_username text,
               o_private boolean, o_game text, o_wager bigint, o_payout bigint,
               o_settled_at timestamptz, o_high_roller boolean, o_title text)
LANGUAGE plpgsql AS $$
DECLARE
  v_round provider_rounds;
BEGIN
  o_status := 'ok';
  SELECT * INTO v_round FROM provider_rounds
    WHERE provider = p_provider AND round_id = p_round AND bet_id IS NOT NULL FOR UPDATE;
  IF FOUND AND (v_round.user_id <> p_user OR v_round.coin <> p_coin) THEN
    o_status := 'invalid_round';
  ELSIF FOUND AND v_round.closed_at IS NULL THEN
    SELECT * INTO o_bet, o_username, o_private, o_game, o_wager, o_payout, o_settled_at, o_high_roller,
                  o_title
      FROM provider_round_close(v_round.id, p_high_roller);
  END IF;
  o_balance := provider_wallet_balance(p_user, p_coin);
  RETURN NEXT;
END $$;
