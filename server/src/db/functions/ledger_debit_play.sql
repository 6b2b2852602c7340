-- Takes a play's wager from the player to the house shard `p_house` in one transfer (ledger_post), as
-- Ledger.debitPlay does in TypeScript for the house games: GC from the GC account; SC from unplayed coins
-- first, then redeemable (sweepstakes rules). The SC split depends on the balances, so the SC accounts
-- and the house shard are locked first, in ascending id order. A player short of coins fails the
-- non-negative check (SQLSTATE 23514, ledger_accounts_player_non_negative), which the caller catches.
-- Called by the provider wallet's statement (provider_wallet_call).
CREATE OR REPLACE FUNCTION ledger_debit_play(
  p_key text, p_user bigint, p_coin text, p_amount bigint, p_house bigint,
  p_reference_type text, p_reference_id text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_unplayed ledger_accounts;
  v_redeemable ledger_accounts;
  v_from_unplayed bigint;
BEGIN
  IF p_coin = 'GC' THEN
    SELECT ARRAY[id], ARRAY[-p_amount] INTO v_accounts, v_amounts
      FROM ledger_accounts WHERE user_id = p_user AND kind = 'gc';
  ELSE
    PERFORM 1 FROM ledger_accounts WHERE (user_id = p_user AND coin = 'SC') OR id = p_house
      ORDER BY id FOR UPDATE;
    SELECT * INTO v_unplayed FROM ledger_accounts WHERE user_id = p_user AND kind = 'sc_unplayed';
    SELECT * INTO v_redeemable FROM ledger_accounts WHERE user_id = p_user AND kind = 'sc_redeemable';
    v_from_unplayed := least(v_unplayed.balance, p_amount);
    IF v_from_unplayed > 0 THEN
      v_accounts := v_accounts || v_unplayed.id;
      v_amounts := v_amounts || -v_from_unplayed;
    END IF;
    IF p_amount > v_from_unplayed THEN
      v_accounts := v_accounts || v_redeemable.id;
      v_amounts := v_amounts || (v_from_unplayed - p_amount);
    END IF;
  END IF;
  PERFORM ledger_post(p_key, 'play', p_coin, v_accounts || p_house, v_amounts || p_amount,
                      p_reference_type, p_reference_id);
END $$;
