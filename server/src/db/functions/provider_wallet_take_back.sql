-- A provider's correction taking coins back from a round (Pragmatic's adjustment below zero: a live
-- dealer's result corrected), its transaction id claimed (provider_wallet_call): the coins go from the
-- player to the house shard (ledger_take_from_player: redeemable SC first, where the round's wins went),
-- first out of the round's payout; what goes beyond the payout is added to the round's wager (the
-- correction made the stake bigger). Accepted, as a win is, whatever has happened since the bet: the
-- token expired, a break or self-exclusion began, the round closed (the settled row changes, its
-- multiplier kept in step, and is not announced again). The round is the provider's round id, of the
-- same player and coin; else transaction_does_not_exist (SQLSTATE PW001). A player short of the coins
-- fails the ledger's non-negative check (23514): not enough money, nothing moved. Locks the round, then
-- the ledger accounts, as every wallet call does.
CREATE OR REPLACE FUNCTION provider_wallet_take_back(
  p_provider text, p_round text, p_user bigint, p_coin text, p_amount bigint, p_key text, p_house bigint,
  OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_round provider_rounds;
  v_from_payout bigint;
BEGIN
  SELECT * INTO v_round FROM provider_rounds
    WHERE provider = p_provider AND round_id = p_round AND bet_id IS NOT NULL FOR UPDATE;
  IF NOT FOUND OR v_round.user_id <> p_user OR v_round.coin <> p_coin THEN
    RAISE EXCEPTION 'transaction_does_not_exist' USING ERRCODE = 'PW001';
  END IF;
  IF p_amount > 0 THEN
    PERFORM ledger_take_from_player(p_key, 'play_correction', p_user, p_coin, p_amount, p_house, true,
                                    'bet', v_round.bet_id::text);
  END IF;
  -- Every change to the round's bets row holds the round's lock, taken above: its payout stands still.
  SELECT least(payout, p_amount) INTO v_from_payout FROM bets WHERE id = v_round.bet_id;
  PERFORM provider_round_add(v_round.bet_id, p_amount - v_from_payout, -v_from_payout);
  o_round := v_round.id;
  o_bet := v_round.bet_id;
  o_closed := v_round.closed_at IS NOT NULL;
END $$;
