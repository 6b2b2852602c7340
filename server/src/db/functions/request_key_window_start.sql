-- Since when a play's request key (its Idempotency-Key) is answered as a repeat: the start of the month
-- before this one, in UTC, so at least a month and at most two. Bets are partitioned by month (migration
-- 47); a lookup bounded by this reads two partitions, not every month kept. A client retries a play within
-- seconds; the HTTP layer's own record of a key is kept 7 days (server/src/retention/rules.ts). STABLE, so
-- PostgreSQL prunes the months before it when the statement starts.
CREATE OR REPLACE FUNCTION request_key_window_start() RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month') AT TIME ZONE 'UTC'
$$;
