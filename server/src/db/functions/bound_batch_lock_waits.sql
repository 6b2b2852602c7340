-- Called first by the statements that post a lane's batch (ledger_post_plays, provider_wallet_calls):
-- their row locks are waited for at most 2 s, for the rest of the statement's transaction, and the setting
-- it replaced is answered so the caller can put it back. A lane runs one batch at a time, so a batch
-- waiting on a lock that a long transaction elsewhere holds would hold every play and wallet call of its
-- lane behind it; bounded, the batch fails (55P03, lock_not_available), its calls are posted again one by
-- one, and only the one that wants the held row fails: a player is told the service is busy, a provider
-- is answered its protocol's unknown error (Hub88 rolls the bet back, Pragmatic retries). 2 s is over the
-- deadlock timeout (1 s), so a deadlock is still found and reported as one, and twice 2 s (the batch, then
-- the call alone) is under the 5 s a provider waits for an answer.
CREATE OR REPLACE FUNCTION bound_batch_lock_waits()
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_before text := current_setting('lock_timeout');
BEGIN
  PERFORM set_config('lock_timeout', '2s', true);
  RETURN v_before;
END $$;
