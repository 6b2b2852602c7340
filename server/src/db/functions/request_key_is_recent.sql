-- Whether a bet made at p_created is recent enough for its request key (the play's Idempotency-Key) to
-- be answered as a repeat: made since the start of the month before this one (UTC), so for at least a
-- month; a client retries a play within seconds, and the HTTP layer keeps its own record of a key 7 days
-- (server/src/retention/rules.ts). Bets are partitioned by month (migration 47): bounded on both sides
-- (no bet is made a day after now), a lookup reads this month's partition and last month's, not every
-- month kept nor the months made ahead. A plain SQL expression, STABLE, so PostgreSQL inlines it and
-- prunes the other months when the statement starts.
CREATE OR REPLACE FUNCTION request_key_is_recent(p_created timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT p_created >= (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month') AT TIME ZONE 'UTC'
     AND p_created < now() + interval '1 day'
$$;
