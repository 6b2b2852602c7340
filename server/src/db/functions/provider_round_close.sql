-- Closes a provider round (its lock held by the caller): its bets row settles, with its multiplier and its
-- high-roller flag (p_high_roller: the smallest high-roller wager, GC then SC), and comes back as the
-- settlement door takes it (the player's name and privacy, the catalog game's title).
CREATE OR REPLACE FUNCTION provider_round_close(
  p_round bigint, p_high_roller bigint[],
  OUT o_bet bigint, OUT o_username text, OUT o_private boolean, OUT o_game text, OUT o_wager bigint,
  OUT o_payout bigint, OUT o_settled_at timestamptz, OUT o_high_roller boolean, OUT o_title text)
LANGUAGE plpgsql AS $$
DECLARE
  v_round provider_rounds;
BEGIN
  UPDATE provider_rounds SET closed_at = now() WHERE id = p_round RETURNING * INTO v_round;
  UPDATE bets b SET status = 'settled', settled_at = v_round.closed_at,
                    multiplier = bet_kept_multiplier(b.wager, b.payout),
                    high_roller = b.wager >= p_high_roller[CASE WHEN b.coin = 'GC' THEN 1 ELSE 2 END]
    FROM users u, games g
    WHERE b.id = v_round.bet_id AND u.id = b.user_id AND g.id = v_round.game_id
    RETURNING b.id, u.username, u.private_mode, b.game, b.wager, b.payout, b.settled_at, b.high_roller,
              g.title
    INTO o_bet, o_username, o_private, o_game, o_wager, o_payout, o_settled_at, o_high_roller, o_title;
END $$;
