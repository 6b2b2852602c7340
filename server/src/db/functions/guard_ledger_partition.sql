-- Puts the ledger's TRUNCATE guard on one partition of ledger_entries: the row triggers that keep the
-- ledger append-only are cloned to every partition by PostgreSQL, but a statement trigger on the parent
-- does not fire for a TRUNCATE of one partition. Called for each partition made after migration 47 (by
-- ensure_month_partitions, and by db:export for a month the target had not made).
CREATE OR REPLACE FUNCTION guard_ledger_partition(p_partition text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()', p_partition);
END $$;
