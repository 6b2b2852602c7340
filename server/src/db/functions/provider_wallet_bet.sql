-- A provider's bet, its transaction id claimed (provider_wallet_call): takes its coins from the player to
-- the house shard and adds them to its round's bets row, the round opened (and locked) on its first bet
-- with an active bets row naming the catalog game `p_game`. Refusals raise SQLSTATE PW001 with the
-- wallet's status, and the caller undoes everything the call wrote: a launch session past its end
-- (token_expired; the gateway checked everything else about it), a banned player (user_disabled; a
-- frozen one plays on, as at the house's games: freezing stops purchases, back-office.md), the player's
-- gate (player_play_refusal: a break, self-exclusion or SC out of place is play_restricted, their own
-- limits limit_reached), a round of another player, game or coin or one already closed (invalid_round);
-- not enough money fails the ledger's check (23514).
-- Locks in the order every wallet call takes them: the transaction record, the round, the ledger accounts
-- (ledger_post, ascending ids), the round's bets row; a bet that extends its launch session locks the
-- session's row after its record (nothing else locks a session's row).
CREATE OR REPLACE FUNCTION provider_wallet_bet(
  p_provider text, p_round text, p_user bigint, p_coin text, p_game_id integer, p_game text,
  p_wager bigint, p_key text, p_house bigint, p_session bigint, p_session_lifetime interval,
  OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_refusal text;
  v_round provider_rounds;
  v_session_ends timestamptz;
  v_opened boolean;
BEGIN
  -- The launch token admits bets until its end, which any instance may have moved: it is read here, in
  -- the bet's own statement, not by a round trip before it. One in its second half is extended, so a
  -- player who keeps playing is never cut off (a refused bet's extension is undone with its other writes).
  SELECT expires_at INTO v_session_ends FROM game_sessions WHERE id = p_session;
  IF NOT FOUND OR v_session_ends <= now() THEN
    RAISE EXCEPTION 'token_expired' USING ERRCODE = 'PW001';
  END IF;
  IF v_session_ends < now() + p_session_lifetime / 2 THEN
    UPDATE game_sessions SET expires_at = now() + p_session_lifetime WHERE id = p_session;
  END IF;
  IF EXISTS (SELECT 1 FROM users WHERE id = p_user AND banned_at IS NOT NULL) THEN
    RAISE EXCEPTION 'user_disabled' USING ERRCODE = 'PW001';
  END IF;
  -- The gate weighs what the bet takes: a free round's (wager 0) is refused on a break, an exclusion or
  -- out of place, never by a loss or wager limit it cannot move.
  v_refusal := player_play_refusal(p_user, p_coin, p_wager);
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', CASE WHEN v_refusal IN ('restricted', 'location') THEN 'play_restricted'
                              ELSE 'limit_reached' END
      USING ERRCODE = 'PW001';
  END IF;
  INSERT INTO provider_rounds (provider, round_id, user_id, game_id, coin)
    VALUES (p_provider, p_round, p_user, p_game_id, p_coin)
    ON CONFLICT (provider, round_id) DO NOTHING
    RETURNING * INTO v_round;
  IF v_round.id IS NULL THEN
    SELECT * INTO v_round FROM provider_rounds WHERE provider = p_provider AND round_id = p_round FOR UPDATE;
  END IF;
  IF v_round.user_id <> p_user OR v_round.game_id <> p_game_id OR v_round.coin <> p_coin THEN
    RAISE EXCEPTION 'invalid_round' USING ERRCODE = 'PW001';
  END IF;
  v_opened := v_round.bet_id IS NULL;
  IF v_opened THEN
    -- The round's first bet: its row is written with the wager, not written again to add it.
    INSERT INTO bets (user_id, game, coin, wager, status, provider_round)
      VALUES (p_user, p_game, p_coin, p_wager, 'active', true)
      RETURNING id INTO v_round.bet_id;
    UPDATE provider_rounds SET bet_id = v_round.bet_id WHERE id = v_round.id;
  END IF;
  IF v_round.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'invalid_round' USING ERRCODE = 'PW001';
  END IF;
  IF p_wager > 0 THEN
    PERFORM ledger_take_from_player(p_key, 'play', p_user, p_coin, p_wager, p_house, false, 'bet',
                                    v_round.bet_id::text);
  END IF;
  IF NOT v_opened THEN
    PERFORM provider_round_add(v_round.bet_id, p_wager, 0);
  END IF;
  o_round := v_round.id;
  o_bet := v_round.bet_id;
  o_closed := false;
END $$;
