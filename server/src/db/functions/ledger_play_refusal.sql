-- Why an instant play was refused, asked only for a play ledger_post_plays took nothing for (the rare
-- path). The coin is the player's, set with the limits' refusals (the limit refused is that coin's).
CREATE OR REPLACE FUNCTION ledger_play_refusal(
  p_session uuid, p_user bigint, p_wager bigint, p_max_multiplier numeric, p_limits bigint[],
  p_accounts bigint[], OUT o_status text, OUT o_coin text)
LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT u.game_mode, u.banned_at, u.deleted_at, s.revoked_at, s.expires_at INTO v
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = p_session AND s.user_id = p_user;
  IF NOT FOUND OR v.deleted_at IS NOT NULL OR v.expires_at <= now() THEN o_status := 'unauthenticated'; RETURN; END IF;
  IF v.banned_at IS NOT NULL THEN o_status := 'banned'; RETURN; END IF;
  IF v.revoked_at IS NOT NULL THEN o_status := 'unauthenticated'; RETURN; END IF;
  o_coin := v.game_mode;
  o_status := play_refusal(p_user, v.game_mode, p_wager, p_wager * p_max_multiplier, p_limits);
  IF o_status IS NOT NULL THEN RETURN; END IF;
  IF (SELECT sum(balance) FROM ledger_accounts
        WHERE id IN (CASE WHEN v.game_mode = 'GC' THEN p_accounts[1] ELSE p_accounts[2] END,
                     CASE WHEN v.game_mode = 'GC' THEN p_accounts[1] ELSE p_accounts[3] END)) < p_wager THEN
    o_status := 'insufficient';
    RETURN;
  END IF;
  o_status := 'stale_seed';
END $$;
