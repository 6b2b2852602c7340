-- The player's balance in one coin as the provider wallet answers it: GC, or SC unplayed and redeemable
-- together. PL/pgSQL rather than SQL, which would parse and plan its query on every call.
CREATE OR REPLACE FUNCTION provider_wallet_balance(p_user bigint, p_coin text)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(balance), 0)::bigint FROM ledger_accounts
            WHERE user_id = p_user AND coin = p_coin);
END $$;
