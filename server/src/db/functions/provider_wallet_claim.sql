-- Claims a provider call's transaction id, once ever per (provider, transaction id), for the provider
-- wallet's statement (provider_wallet_call). New: o_first and the new record's id. Seen before: its record,
-- locked; o_held when it is a bet only a rollback has named so far (no fingerprint: the late bet never
-- applies); else o_answer is its first answer when the fingerprint is the same, null (a duplicate) when
-- not. A concurrent claim of the same id waits on the unique index until the first commits (or rolls back,
-- and then this one claims it), so a transaction applies once.
CREATE OR REPLACE FUNCTION provider_wallet_claim(
  p_kind text, p_provider text, p_transaction text, p_reference text, p_user bigint, p_coin text,
  p_amount bigint, p_fingerprint text,
  OUT o_id bigint, OUT o_first boolean, OUT o_held boolean, OUT o_answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_seen provider_transactions;
BEGIN
  INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, coin, amount,
                                     reference_transaction_id, fingerprint, state)
    VALUES (p_provider, p_transaction, p_kind, p_user, p_coin, p_amount, p_reference, p_fingerprint,
            'applied')
    ON CONFLICT (provider, transaction_id) DO NOTHING
    RETURNING id INTO o_id;
  o_first := o_id IS NOT NULL;
  o_held := false;
  IF o_first THEN
    RETURN;
  END IF;
  SELECT * INTO v_seen FROM provider_transactions
    WHERE provider = p_provider AND transaction_id = p_transaction FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'provider wallet: transaction % vanished', p_transaction;
  END IF;
  o_id := v_seen.id;
  o_held := v_seen.fingerprint IS NULL AND p_kind = 'bet';
  IF NOT o_held AND v_seen.fingerprint = p_fingerprint THEN
    o_answer := v_seen.answer;
  END IF;
END $$;
