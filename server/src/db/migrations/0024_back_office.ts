/**
 * The back office (issue 14). Every staff action is one row of `staff_audit_log` (who, what, on whom,
 * before, after, why, when), written in the transaction of the change; the table is append-only in the
 * database itself (a trigger refuses UPDATE, DELETE and TRUNCATE), so no code path can rewrite it. The
 * balance-watch flag is the admins' mark on a player whose balance they watch (spec §6). A purchase the
 * player denied waits for compliance, who either refund it (`refunded_at`, the coins taken back) or
 * clear it (`compliance_cleared_at`, the coins stay). The sandbox payment vendor keeps the refunds it made.
 */
export const statements = [
  `CREATE TABLE staff_audit_log (
     id bigserial PRIMARY KEY,
     staff_id bigint NOT NULL REFERENCES users (id),
     action text NOT NULL,
     subject_user_id bigint REFERENCES users (id),
     subject_type text,
     subject_id text,
     before jsonb,
     after jsonb,
     reason text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX staff_audit_log_created ON staff_audit_log (created_at DESC, id DESC)`,
  `CREATE INDEX staff_audit_log_staff ON staff_audit_log (staff_id, id DESC)`,
  `CREATE INDEX staff_audit_log_subject ON staff_audit_log (subject_user_id, id DESC)`,
  `CREATE FUNCTION staff_audit_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'the staff audit log is append-only' USING ERRCODE = '55000';
   END $$`,
  `CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
     FOR EACH ROW EXECUTE FUNCTION staff_audit_forbid_change()`,
  `CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
     FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_forbid_change()`,
  `ALTER TABLE users ADD COLUMN balance_watch boolean NOT NULL DEFAULT false`,
  `ALTER TABLE purchases
     ADD COLUMN refunded_at timestamptz,
     ADD COLUMN refunded_gc bigint,
     ADD COLUMN refunded_sc bigint,
     ADD COLUMN compliance_cleared_at timestamptz`,
  `CREATE INDEX purchases_denied ON purchases (id) WHERE confirmation = 'denied'`,
  `ALTER TABLE sandbox_payment_handles ADD COLUMN refund_id text, ADD COLUMN refunded_at timestamptz`,
];
