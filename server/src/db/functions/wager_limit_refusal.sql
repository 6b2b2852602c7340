-- The house's limits on one play, the one comparison every house game is admitted by (instant plays in
-- ledger_post_plays, step games, crash and duels through play_refusal): 'below_min', 'above_max',
-- 'above_max_payout' (the most the play can pay, exact in numeric), or null. p_limits are the games' play
-- policy (PLAY_LIMITS_GC and PLAY_LIMITS_SC): GC min, max, max payout, then SC, in minor units. A plain SQL
-- expression, so the planner inlines it into the batch's statement: no function call per play.
CREATE OR REPLACE FUNCTION wager_limit_refusal(
  p_coin text, p_wager bigint, p_best_payout numeric, p_limits bigint[])
RETURNS text LANGUAGE sql IMMUTABLE AS $$
SELECT CASE
  WHEN p_wager < p_limits[CASE WHEN p_coin = 'GC' THEN 1 ELSE 4 END] THEN 'below_min'
  WHEN p_wager > p_limits[CASE WHEN p_coin = 'GC' THEN 2 ELSE 5 END] THEN 'above_max'
  WHEN p_best_payout > p_limits[CASE WHEN p_coin = 'GC' THEN 3 ELSE 6 END] THEN 'above_max_payout'
END
$$;
