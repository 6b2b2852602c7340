-- Undoes the transfer keyed `p_of` exactly, entry by entry, as a new transfer keyed `p_key` (the ledger
-- stays append-only), as Ledger.reverse does in TypeScript: a rolled-back SC bet goes back to the unplayed
-- and redeemable coins it came from. Called by the provider wallet's statement (provider_wallet_call).
CREATE OR REPLACE FUNCTION ledger_reverse(p_key text, p_of text, p_kind text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_accounts bigint[];
  v_amounts bigint[];
  v_first ledger_transfers;
BEGIN
  SELECT * INTO v_first FROM ledger_transfers WHERE idempotency_key = p_of;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: no transfer % to reverse', p_of;
  END IF;
  SELECT array_agg(account_id), array_agg(-amount) INTO v_accounts, v_amounts
    FROM ledger_entries WHERE transfer_id = v_first.id;
  PERFORM ledger_post(p_key, p_kind, v_first.coin, v_accounts, v_amounts,
                      v_first.reference_type, v_first.reference_id);
END $$;
