-- Why a play of a house game is refused, in the order a player is told: 'gated' (player_play_refusal:
-- a break or self-exclusion, where they are, their own limits; the eligibility module says which), then
-- the house's limits (wager_limit_refusal); null when it may be played. Funds are the ledger's to refuse.
-- Asked by step games, crash and duels (games/policy/play-admission.ts) and by ledger_play_refusal;
-- ledger_post_plays applies the same two in its statement, so a GC player with no gate row calls nothing.
CREATE OR REPLACE FUNCTION play_refusal(
  p_user bigint, p_coin text, p_wager bigint, p_best_payout numeric, p_limits bigint[])
RETURNS text LANGUAGE sql STABLE AS $$
SELECT CASE WHEN player_play_refusal(p_user, p_coin, p_wager) IS NOT NULL THEN 'gated'
            ELSE wager_limit_refusal(p_coin, p_wager, p_best_payout, p_limits) END
$$;
