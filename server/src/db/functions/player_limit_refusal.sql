-- The limits a player set on themselves (loss and time), asked by player_play_refusal when they have any.
-- Loss limits count Sweeps Coins (the coin with a prize value) lost in the window, this play's whole wager
-- included; time limits count active play: the gaps between the player's plays in the window, each at
-- most 5 minutes. Windows roll: a day, 7 days, 30 days back from now.
CREATE OR REPLACE FUNCTION player_limit_refusal(p_user bigint, p_coin text, p_wager bigint) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  l record;
  v_window interval;
  v_used numeric;
BEGIN
  FOR l IN SELECT DISTINCT ON (kind, period) kind, period, amount FROM player_limits
             WHERE user_id = p_user AND kind IN ('loss', 'session') AND effective_from <= now()
             ORDER BY kind, period, effective_from DESC, id DESC LOOP
    CONTINUE WHEN l.amount IS NULL OR (l.kind = 'loss' AND p_coin <> 'SC');
    v_window := CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days'
                              ELSE interval '30 days' END;
    IF l.kind = 'loss' THEN
      SELECT coalesce(sum(wager - payout), 0) INTO v_used FROM bets
        WHERE user_id = p_user AND status = 'settled' AND coin = 'SC' AND created_at > now() - v_window;
      IF v_used + p_wager > l.amount THEN RETURN 'loss_limit'; END IF;
    ELSE
      SELECT coalesce(sum(least(extract(epoch FROM created_at - previous), 300)), 0) INTO v_used
        FROM (SELECT created_at, lag(created_at) OVER (ORDER BY created_at) AS previous FROM bets
                WHERE user_id = p_user AND status = 'settled' AND created_at > now() - v_window) b
        -- The window's first play has no gap before it (least() would take 300 for its null).
        WHERE previous IS NOT NULL;
      IF v_used >= l.amount * 60 THEN RETURN 'session_limit'; END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
