-- The multiplier a bets row keeps: payout / wager to 4 decimals, rounded down; 0 for a provider's free
-- round, which has no wager (keptMultiplier in server/src/modules/games/history/bet-rows.ts).
CREATE OR REPLACE FUNCTION bet_kept_multiplier(p_wager bigint, p_payout bigint)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN p_wager = 0 THEN 0 ELSE trunc(p_payout::numeric / p_wager, 4) END
$$;
