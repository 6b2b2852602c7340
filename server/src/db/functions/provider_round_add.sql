-- Adds to a provider round's bets row: its wager (a bet; negative for a rolled-back bet) or payout (a win).
-- A win after the round closed adds to the settled row, its multiplier kept in step; the round was
-- announced once, when it closed, and is not announced again. The caller holds the round's lock.
-- PL/pgSQL rather than SQL, which would parse and plan its statement on every call.
CREATE OR REPLACE FUNCTION provider_round_add(p_bet bigint, p_wager bigint, p_payout bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bets SET wager = wager + p_wager, payout = payout + p_payout,
                  multiplier = CASE WHEN status = 'settled'
                                    THEN bet_kept_multiplier(wager + p_wager, payout + p_payout)
                                    ELSE multiplier END
    WHERE id = p_bet;
END $$;
