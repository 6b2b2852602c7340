-- Ledger rows are append-only (the triggers on ledger_transfers and ledger_entries, migration 2): a
-- mistake is corrected by a reversing transfer, so every balance replays from its entries.
CREATE OR REPLACE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: post a reversing transfer instead' USING ERRCODE = '55000';
END $$;
