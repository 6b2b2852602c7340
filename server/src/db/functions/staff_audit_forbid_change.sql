-- The staff audit log is append-only (its triggers, migration 24): what staff did stays as it was written.
CREATE OR REPLACE FUNCTION staff_audit_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the staff audit log is append-only' USING ERRCODE = '55000';
END $$;
