-- A provider wallet answer as provider_transactions.answer keeps it (a retry of the call gets it again):
-- amounts as text; `transaction` (the record's id, which Pragmatic echoes) only for an applied call.
CREATE OR REPLACE FUNCTION provider_wallet_answer(
  p_status text, p_coin text, p_balance bigint, p_transaction bigint)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
SELECT jsonb_build_object('status', p_status, 'coin', p_coin, 'balance', p_balance::text)
       || CASE WHEN p_transaction IS NULL THEN '{}'::jsonb
               ELSE jsonb_build_object('transaction', p_transaction::text) END
$$;
