-- One seamless-wallet call of a third-party game provider (server/src/modules/providers/wallet), whole,
-- inside the statement that posts it (provider_wallet_calls, alone or with others, in autocommit): no
-- round trip per step, no transaction held open while Node answers.
-- p_kind is 'bet', 'win', 'promo_win', 'take_back' or 'rollback'. The call's transaction id is claimed
-- once ever per provider (provider_wallet_claim): seen before, it answers its first answer again (the
-- same fingerprint) or duplicate_transaction, and a bet a rollback came first for answers
-- transaction_rolled_back, its fields kept, and never applies. New, the kind's function applies it
-- (provider_wallet_bet, _win, _take_back, _rollback; a promotion's win is paid with no round), the round
-- closes when the provider says so and it is still open (provider_round_close), and the answer is kept
-- on the record.
-- A refusal (SQLSTATE PW001 from the kind's function, or the ledger's non-negative check: not enough
-- money) undoes everything the call wrote, the claim included, and answers the balance as it stands.
-- The answer: o_status, o_balance (the call's coin), o_transaction (the record, for an applied call);
-- o_bet, the round's bets row the call applied to; and when the call closed the round, the settled
-- row's fields (o_settled_at not null), for the settlement door.
CREATE OR REPLACE FUNCTION provider_wallet_call(
  p_kind text, p_provider text, p_transaction text, p_reference text, p_user bigint, p_coin text,
  p_round text, p_round_closed boolean, p_game_id integer, p_game text, p_amount bigint,
  p_is_free boolean, p_fingerprint text, p_key text, p_reference_key text, p_house bigint,
  p_session bigint, p_session_lifetime interval, p_high_roller bigint[])
RETURNS TABLE (o_status text, o_balance bigint, o_transaction bigint, o_bet bigint, o_username text,
               o_private boolean, o_game text, o_wager bigint, o_payout bigint,
               o_settled_at timestamptz, o_high_roller boolean, o_title text)
LANGUAGE plpgsql AS $$
DECLARE
  -- What moved: a free round's bet moves nothing (its stated amount is in the fingerprint).
  v_moved bigint := CASE WHEN p_is_free THEN 0 ELSE p_amount END;
  v_claim record;
  v_applied record;
  v_constraint text;
BEGIN
  BEGIN
    SELECT * INTO v_claim FROM provider_wallet_claim(p_kind, p_provider, p_transaction, p_reference,
                                                     p_user, p_coin, v_moved, p_fingerprint);
    IF v_claim.o_held THEN
      o_status := 'transaction_rolled_back';
      o_balance := provider_wallet_balance(p_user, p_coin);
      UPDATE provider_transactions
        SET amount = p_amount, fingerprint = p_fingerprint,
            answer = provider_wallet_answer(o_status, p_coin, o_balance, NULL)
        WHERE id = v_claim.o_id;
      RETURN NEXT;
      RETURN;
    END IF;
    IF NOT v_claim.o_first THEN
      o_status := coalesce(v_claim.o_answer ->> 'status', 'duplicate_transaction');
      o_balance := coalesce((v_claim.o_answer ->> 'balance')::bigint, provider_wallet_balance(p_user, p_coin));
      o_transaction := (v_claim.o_answer ->> 'transaction')::bigint;
      RETURN NEXT;
      RETURN;
    END IF;
    CASE p_kind
      WHEN 'bet' THEN
        SELECT * INTO v_applied FROM provider_wallet_bet(p_provider, p_round, p_user, p_coin, p_game_id,
                                                         p_game, v_moved, p_key, p_house, p_session,
                                                         p_session_lifetime);
      WHEN 'win' THEN
        SELECT * INTO v_applied FROM provider_wallet_win(p_provider, p_reference, p_round, p_user, p_coin,
                                                         p_amount, p_key, p_house);
      WHEN 'take_back' THEN
        SELECT * INTO v_applied FROM provider_wallet_take_back(p_provider, p_round, p_user, p_coin,
                                                               p_amount, p_key, p_house);
      WHEN 'rollback' THEN
        SELECT * INTO v_applied FROM provider_wallet_rollback(p_provider, p_reference, p_user, p_coin,
                                                              p_key, p_reference_key);
      WHEN 'promo_win' THEN
        -- A promotion's or jackpot's win: paid once, with no bet and no round (it is not a play).
        IF p_amount > 0 THEN
          PERFORM ledger_credit_win(p_key, p_user, p_coin, p_amount, p_house, 'provider_promo_win',
                                    v_claim.o_id::text);
        END IF;
        SELECT NULL::bigint AS o_round, NULL::bigint AS o_bet, NULL::boolean AS o_closed INTO v_applied;
    END CASE;
    o_bet := v_applied.o_bet;
    IF p_round_closed AND v_applied.o_bet IS NOT NULL AND NOT v_applied.o_closed THEN
      SELECT * INTO o_bet, o_username, o_private, o_game, o_wager, o_payout, o_settled_at, o_high_roller,
                    o_title
        FROM provider_round_close(v_applied.o_round, p_high_roller);
    END IF;
    o_status := 'ok';
    o_transaction := v_claim.o_id;
    o_balance := provider_wallet_balance(p_user, p_coin);
    UPDATE provider_transactions
      SET answer = provider_wallet_answer(o_status, p_coin, o_balance, o_transaction),
          round_id = v_applied.o_round
      WHERE id = v_claim.o_id;
  EXCEPTION
    WHEN SQLSTATE 'PW001' THEN
      o_status := SQLERRM;
    WHEN check_violation THEN
      GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
      IF v_constraint IS DISTINCT FROM 'ledger_accounts_player_non_negative' THEN
        RAISE;
      END IF;
      o_status := 'not_enough_money';
  END;
  IF o_status <> 'ok' THEN
    -- Refused: the variables set before the refusal are not undone with the writes.
    o_balance := provider_wallet_balance(p_user, p_coin);
    o_transaction := NULL;
    o_bet := NULL;
    o_settled_at := NULL;
  END IF;
  RETURN NEXT;
END $$;
