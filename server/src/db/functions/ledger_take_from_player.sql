-- Takes coins from the player to the house shard `p_house` in one transfer (ledger_post) of `p_kind`:
-- GC from the GC account; SC from two accounts in an order that depends on why. A wager
-- (`p_redeemable_first` false, provider_wallet_bet) takes unplayed coins first, then redeemable, as
-- Ledger.debitPlay does in TypeScript for the house games (sweepstakes rules). A round's correction
-- (true, provider_wallet_take_back) takes redeemable coins first, where the round's wins were paid
-- (ledger_credit_win). The SC split depends on the balances, so the SC accounts and the house shard are
-- locked first, in ascending id order. A player short of coins fails the non-negative check (SQLSTATE
-- 23514, ledger_accounts_player_non_negative), which the caller catches.
CREATE OR REPLACE FUNCTION ledger_take_from_player(
  p_key text, p_kind text, p_user bigint, p_coin text, p_amount bigint, p_house bigint,
  p_redeemable_first boolean, p_reference_type text, p_reference_id text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_first ledger_accounts;
  v_second ledger_accounts;
  v_from_first bigint;
BEGIN
  IF p_coin = 'GC' THEN
    SELECT ARRAY[id], ARRAY[-p_amount] INTO v_accounts, v_amounts
      FROM ledger_accounts WHERE user_id = p_user AND kind = 'gc';
  ELSE
    PERFORM 1 FROM ledger_accounts WHERE (user_id = p_user AND coin = 'SC') OR id = p_house
      ORDER BY id FOR UPDATE;
    SELECT * INTO v_first FROM ledger_accounts
      WHERE user_id = p_user AND kind = CASE WHEN p_redeemable_first THEN 'sc_redeemable' ELSE 'sc_unplayed' END;
    SELECT * INTO v_second FROM ledger_accounts
      WHERE user_id = p_user AND kind = CASE WHEN p_redeemable_first THEN 'sc_unplayed' ELSE 'sc_redeemable' END;
    v_from_first := least(v_first.balance, p_amount);
    IF v_from_first > 0 THEN
      v_accounts := v_accounts || v_first.id;
      v_amounts := v_amounts || -v_from_first;
    END IF;
    IF p_amount > v_from_first THEN
      v_accounts := v_accounts || v_second.id;
      v_amounts := v_amounts || (v_from_first - p_amount);
    END IF;
  END IF;
  PERFORM ledger_post(p_key, p_kind, p_coin, v_accounts || p_house, v_amounts || p_amount,
                      p_reference_type, p_reference_id);
END $$;
