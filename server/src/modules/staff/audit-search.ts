import { ADMIN_PAGE_SIZE, type AuditRow, type StaffActionName } from '@casino/contract';
import type { Database } from '../../db/database';
import { rowCount } from '../../db/row-counts';

/** What the audit log is searched by; every field narrows it. */
export interface AuditFilter {
  staffId?: bigint;
  userId?: bigint;
  action?: StaffActionName;
  from?: Date;
  to?: Date;
  page: number;
}

function filtered(db: Database, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit_log as a');
  if (filter.staffId !== undefined) query = query.where('a.staff_id', '=', filter.staffId);
  if (filter.userId !== undefined) query = query.where('a.subject_user_id', '=', filter.userId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('a.created_at', '<', filter.to);
  return query;
}

/** `GET /api/admin/audit`: one page of staff actions, newest first, and how many match. */
export async function searchAuditLog(db: Database, filter: AuditFilter) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .innerJoin('users as s', 's.id', 'a.staff_id')
      .leftJoin('users as p', 'p.id', 'a.subject_user_id')
      .select([
        'a.id',
        'a.staff_id',
        's.username as staff_username',
        'a.action',
        'a.subject_user_id',
        'p.username as subject_username',
        'a.subject_type',
        'a.subject_id',
        'a.before',
        'a.after',
        'a.reason',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    rowCount(filtered(db, filter)),
  ]);
  const data: AuditRow[] = rows.map((row) => ({
    id: String(row.id),
    staff_id: String(row.staff_id),
    staff_username: row.staff_username,
    action: row.action,
    subject_user_id: row.subject_user_id === null ? null : String(row.subject_user_id),
    subject_username: row.subject_username,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
  }));
  return { data, page: filter.page, per_page: ADMIN_PAGE_SIZE, total };
}
