-- Pays a win from the house shard `p_house` to the player in one transfer (ledger_post), as
-- Ledger.creditWin does in TypeScript: GC to the GC account, SC always to redeemable SC.
-- Called by the provider wallet's statement (provider_wallet_call).
CREATE OR REPLACE FUNCTION ledger_credit_win(
  p_key text, p_user bigint, p_coin text, p_amount bigint, p_house bigint,
  p_reference_type text, p_reference_id text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_to bigint;
BEGIN
  SELECT id INTO v_to FROM ledger_accounts
    WHERE user_id = p_user AND kind = CASE WHEN p_coin = 'GC' THEN 'gc' ELSE 'sc_redeemable' END;
  PERFORM ledger_post(p_key, 'win', p_coin, ARRAY[p_house, v_to], ARRAY[-p_amount, p_amount],
                      p_reference_type, p_reference_id);
END $$;
