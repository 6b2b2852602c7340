-- Why the player's gate (player_gates, kept current by the eligibility module) refuses this play:
-- 'restricted' (a break or self-exclusion), 'location' (SC with no fresh passed check in a state that
-- allows it), 'loss_limit', 'session_limit'; or null.
CREATE OR REPLACE FUNCTION player_play_refusal(p_user bigint, p_coin text, p_wager bigint) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  g player_gates;
BEGIN
  SELECT * INTO g FROM player_gates WHERE user_id = p_user;
  IF g.play_refused_until > now() THEN RETURN 'restricted'; END IF;
  IF p_coin = 'SC' AND NOT coalesce(g.sc_play_until > now(), false) THEN RETURN 'location'; END IF;
  IF g.limited THEN RETURN player_limit_refusal(p_user, p_coin, p_wager); END IF;
  RETURN NULL;
END $$;
