-- Creates the missing monthly partitions of bets and ledger_entries (migration 47), from p_from's month
-- through p_months_ahead months after the current one, months in UTC: `bets_y2026m12` holds the bets
-- created in December 2026. Called by that migration for the months its rows span and by the hourly
-- partition upkeep (server/src/partitions) for the months ahead, so a play never waits for a partition to
-- be made. Answers how many it created. A month already archived (archived_partitions) is not made again.
-- Each ledger partition gets the ledger's TRUNCATE guard (guard_ledger_partition).
CREATE OR REPLACE FUNCTION ensure_month_partitions(p_from timestamptz, p_months_ahead int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_month timestamp := date_trunc('month', p_from AT TIME ZONE 'UTC');
  v_last timestamp := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => p_months_ahead);
  v_table text;
  v_name text;
  v_created int := 0;
BEGIN
  -- Two instances' upkeep at once would both find a month missing; the second waits and finds it made.
  PERFORM pg_advisory_xact_lock(72022, hashtext(current_schema()));
  WHILE v_month <= v_last LOOP
    FOREACH v_table IN ARRAY ARRAY['bets', 'ledger_entries'] LOOP
      v_name := v_table || to_char(v_month, '"_y"YYYY"m"MM');
      CONTINUE WHEN to_regclass(quote_ident(v_name)) IS NOT NULL
        OR EXISTS (SELECT 1 FROM archived_partitions a WHERE a.table_name = v_table AND a.month = v_month::date);
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', v_name, v_table,
                     v_month AT TIME ZONE 'UTC', (v_month + interval '1 month') AT TIME ZONE 'UTC');
      IF v_table = 'ledger_entries' THEN
        PERFORM guard_ledger_partition(v_name);
      END IF;
      v_created := v_created + 1;
    END LOOP;
    v_month := v_month + interval '1 month';
  END LOOP;
  RETURN v_created;
END $$;
