import type { Trx } from '../../db/transaction';
import type { StaffAction } from './permissions';

/** One staff action as the audit log keeps it. */
export interface StaffActionRecord {
  staffId: bigint;
  action: StaffAction;
  subjectUserId?: bigint | null;
  /** What the action was on when not (only) a player: 'redemption', 'purchase', 'identity_verification'. */
  subjectType?: string | null;
  subjectId?: string | bigint | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** JSON for jsonb: bigints as decimal strings, as on the wire. */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/**
 * Appends one row to the append-only audit log, in the caller's transaction: the record exists exactly
 * when the change it describes committed.
 */
export async function recordStaffAction(trx: Trx, record: StaffActionRecord): Promise<void> {
  await trx
    .insertInto('staff_audit_log')
    .values({
      staff_id: record.staffId,
      action: record.action,
      subject_user_id: record.subjectUserId ?? null,
      subject_type: record.subjectType ?? (record.subjectUserId != null ? 'user' : null),
      subject_id:
        record.subjectId != null
          ? String(record.subjectId)
          : record.subjectUserId != null
            ? String(record.subjectUserId)
            : null,
      before: toJson(record.before),
      after: toJson(record.after),
      reason: record.reason ?? null,
    })
    .execute();
}
