-- Several seamless-wallet calls at once, in one statement and one commit (posted by
-- server/src/modules/providers/wallet/call-batches.ts, as ledger_post_plays takes a batch of dice plays):
-- each is provider_wallet_call, in the order given, and answers its own row in that order. A refusal
-- undoes only its own call's writes; any other failure fails the whole statement (a row lock waited for
-- longer than bound_batch_lock_waits allows among them), and the caller posts each call again alone. The
-- arrays are the calls' fields, one element per call; p_high_roller and p_session_lifetime are shared.
CREATE OR REPLACE FUNCTION provider_wallet_calls(
  p_kinds text[], p_providers text[], p_transactions text[], p_references text[], p_users bigint[],
  p_coins text[], p_rounds text[], p_rounds_closed boolean[], p_game_ids integer[], p_games text[],
  p_amounts bigint[], p_free boolean[], p_fingerprints text[], p_keys text[], p_reference_keys text[],
  p_houses bigint[], p_sessions bigint[], p_session_lifetime interval, p_high_roller bigint[])
RETURNS TABLE (o_status text, o_balance bigint, o_transaction bigint, o_bet bigint, o_username text,
               o_private boolean, o_game text, o_wager bigint, o_payout bigint,
               o_settled_at timestamptz, o_high_roller boolean, o_title text)
LANGUAGE plpgsql AS $$
DECLARE
  v_lock_timeout text := bound_batch_lock_waits();
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_kinds, 1), 0) LOOP
    RETURN QUERY SELECT * FROM provider_wallet_call(
      p_kinds[i], p_providers[i], p_transactions[i], p_references[i], p_users[i], p_coins[i], p_rounds[i],
      p_rounds_closed[i], p_game_ids[i], p_games[i], p_amounts[i], p_free[i], p_fingerprints[i], p_keys[i],
      p_reference_keys[i], p_houses[i], p_sessions[i], p_session_lifetime, p_high_roller);
  END LOOP;
  PERFORM set_config('lock_timeout', v_lock_timeout, true);
END $$;
