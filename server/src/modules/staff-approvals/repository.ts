import { ADMIN_PAGE_SIZE, type ApprovalKind, type ApprovalStatus } from '@casino/contract';
import type { Database } from '../../db/database';
import { countsInEachStatus } from '../../db/row-counts';
import type { Trx } from '../../db/transaction';

/** A new approval, as its maker asked for it. */
export interface NewApproval {
  kind: ApprovalKind;
  payload: Record<string, unknown>;
  subjectUserId: bigint | null;
  gc: bigint;
  sc: bigint;
  makerId: bigint;
}

/** JSON for jsonb: bigints as decimal strings, as on the wire. */
const json = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));

export async function insertApproval(trx: Trx, approval: NewApproval): Promise<bigint> {
  const row = await trx
    .insertInto('staff_approvals')
    .values({
      kind: approval.kind,
      payload: json(approval.payload),
      subject_user_id: approval.subjectUserId,
      gc: approval.gc,
      sc: approval.sc,
      maker_id: approval.makerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Decides a pending approval: one conditional UPDATE, so of two admins deciding at once exactly one
 * finds it pending (the other waits on the row, then finds it decided and gets undefined).
 */
export function markDecided(
  trx: Trx,
  id: bigint,
  decision: { checkerId: bigint; status: Exclude<ApprovalStatus, 'pending'>; reason: string | null },
) {
  return trx
    .updateTable('staff_approvals')
    .set({
      status: decision.status,
      checker_id: decision.checkerId,
      decision_reason: decision.reason,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export function approvalById(db: Database | Trx, id: bigint) {
  return db.selectFrom('staff_approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Approvals with the names of the people in them, for the back office. */
function withNames(db: Database | Trx) {
  return db
    .selectFrom('staff_approvals as a')
    .innerJoin('users as m', 'm.id', 'a.maker_id')
    .leftJoin('users as c', 'c.id', 'a.checker_id')
    .leftJoin('users as s', 's.id', 'a.subject_user_id')
    .selectAll('a')
    .select([
      'm.username as maker_username',
      'c.username as checker_username',
      's.username as subject_username',
    ]);
}

export type NamedApprovalRow = Awaited<ReturnType<typeof namedApproval>> & {};

export function namedApproval(db: Database | Trx, id: bigint) {
  return withNames(db).where('a.id', '=', id).executeTakeFirstOrThrow();
}

/** One page of approvals in a status: pending ones oldest first (the queue), decided ones newest first. */
export function approvalPage(db: Database, status: ApprovalStatus, page: number) {
  return withNames(db)
    .where('a.status', '=', status)
    .orderBy('a.id', status === 'pending' ? 'asc' : 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
}

/** How many approvals are in each status. */
export function approvalCounts(db: Database): Promise<Record<ApprovalStatus, number>> {
  return countsInEachStatus(db, 'staff_approvals', { pending: 0, approved: 0, rejected: 0 });
}
