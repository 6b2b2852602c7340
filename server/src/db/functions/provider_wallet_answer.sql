-- A provider wallet answer as provider_transactions.answer keeps it (a retry of the call gets it again):
-- amounts as text; `transaction` (the record's id, which Pragmatic echoes) only for an applied call.
-- STABLE, as jsonb_build_object is: the planner inlines a SQL function only when it is declared no
-- stricter than its body, and declared IMMUTABLE it was not inlined but parsed and planned again on every
-- wallet call that wrote an answer (fmgr_sql, about 20 µs of the database's time a call).
CREATE OR REPLACE FUNCTION provider_wallet_answer(
  p_status text, p_coin text, p_balance bigint, p_transaction bigint)
RETURNS jsonb LANGUAGE sql STABLE AS $$
SELECT jsonb_build_object('status', p_status, 'coin', p_coin, 'balance', p_balance::text)
       || CASE WHEN p_transaction IS NULL THEN '{}'::jsonb
               ELSE jsonb_build_object('transaction', p_transaction::text) END
$$;
