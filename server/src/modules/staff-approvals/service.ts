import {
  ADMIN_PAGE_SIZE,
  type ApprovalDecided,
  type ApprovalKind,
  type ApprovalRequested,
  type ApprovalStatus,
  type ApprovalsPage,
  formatAmount,
  STAFF_APPROVAL_TEXTS,
  type StaffApproval,
} from '@casino/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { recordStaffAction, refuseOwnAccount, type StaffAction } from '../staff';
import type { ApprovalAppliers } from './ports';
import {
  approvalById,
  approvalCounts,
  approvalPage,
  insertApproval,
  markDecided,
  type NamedApprovalRow,
  namedApproval,
} from './repository';

/** The staff action each kind of approval stands for, in the audit log. */
const ACTION_OF: Record<ApprovalKind, StaffAction> = {
  adjustment: 'users.adjust',
  bonus_code: 'bonus_codes.create',
  vip_bonus: 'users.vip_bonus',
  rain: 'chat.rain',
};

/** The maker-checker thresholds: the settings above which an action waits for a second admin. */
export type ApprovalThresholds = Pick<Config, 'STAFF_APPROVAL_OVER_SC' | 'STAFF_APPROVAL_OVER_GC'>;

/**
 * Whether an action giving these amounts (minor units, each coin's largest) needs a second admin:
 * above `STAFF_APPROVAL_OVER_SC` or `STAFF_APPROVAL_OVER_GC`.
 */
export function needsSecondAdmin(config: ApprovalThresholds, amounts: { gc: bigint; sc: bigint }): boolean {
  return amounts.sc > config.STAFF_APPROVAL_OVER_SC || amounts.gc > config.STAFF_APPROVAL_OVER_GC;
}

function approvalView(row: NamedApprovalRow): StaffApproval {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    subject_user_id: row.subject_user_id === null ? null : String(row.subject_user_id),
    subject_username: row.subject_username,
    gc: formatAmount(row.gc),
    sc: formatAmount(row.sc),
    payload: (row.payload ?? {}) as Record<string, unknown>,
    maker_id: String(row.maker_id),
    maker_username: row.maker_username,
    checker_id: row.checker_id === null ? null : String(row.checker_id),
    checker_username: row.checker_username,
    decision_reason: row.decision_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** What the maker asked for, in their own transaction. */
export interface ApprovalRequest {
  kind: ApprovalKind;
  makerId: bigint;
  subjectUserId: bigint | null;
  /** The most the action can give per coin, minor units (a debit by its size). */
  gc: bigint;
  sc: bigint;
  payload: Record<string, unknown>;
  reason?: string | null;
}

/**
 * Files an action above the threshold for a second admin instead of applying it: the approval row and
 * the maker's audit row, in the caller's transaction. Nothing else changes until it is approved.
 */
export async function requestApproval(trx: Trx, request: ApprovalRequest): Promise<ApprovalRequested> {
  const id = await insertApproval(trx, request);
  await recordStaffAction(trx, {
    staffId: request.makerId,
    action: ACTION_OF[request.kind],
    subjectUserId: request.subjectUserId,
    subjectType: 'staff_approval',
    subjectId: id,
    after: { status: 'pending', kind: request.kind, gc: request.gc, sc: request.sc, ...request.payload },
    reason: request.reason ?? 'Sent for approval: over the maker-checker threshold.',
  });
  return {
    message: STAFF_APPROVAL_TEXTS.sentForApproval,
    approval: approvalView(await namedApproval(trx, id)),
  };
}

/** `GET /api/admin/approvals?status=&page=`. */
export async function approvalsList(
  db: Database,
  status: ApprovalStatus,
  page: number,
): Promise<ApprovalsPage> {
  const [rows, counts] = await Promise.all([approvalPage(db, status, page), approvalCounts(db)]);
  return { data: rows.map(approvalView), page, per_page: ADMIN_PAGE_SIZE, total: counts[status], counts };
}

/** Approvals waiting for a second admin (the back office's queue count). */
export async function pendingApprovals(db: Database): Promise<number> {
  return (await approvalCounts(db)).pending;
}

export type Decision = { to: 'approved' } | { to: 'rejected'; reason: string };

/**
 * `POST /api/admin/approvals/:id/approve|reject`: a second admin decides. Never the maker, never on
 * the checker's own account. The approval moves from pending by one conditional UPDATE and, when
 * approved, its action is applied in the same transaction, so it is applied exactly once however many
 * admins press at once (the others get 409). The checker's audit row says what was applied.
 */
export async function decideApproval(
  db: Database,
  appliers: ApprovalAppliers,
  checkerId: bigint,
  id: bigint,
  decision: Decision,
): Promise<ApprovalDecided> {
  return inTransaction(db, async (trx) => {
    const found = await approvalById(trx, id);
    if (!found) throw new AppError('NOT_FOUND', STAFF_APPROVAL_TEXTS.notFound);
    if (found.maker_id === checkerId) throw new AppError('FORBIDDEN', STAFF_APPROVAL_TEXTS.ownRequest);
    refuseOwnAccount(checkerId, found.subject_user_id);
    const reason = decision.to === 'rejected' ? decision.reason : null;
    const decided = await markDecided(trx, id, { checkerId, status: decision.to, reason });
    if (!decided) throw new AppError('CONFLICT', STAFF_APPROVAL_TEXTS.alreadyDecided);
    const applied =
      decision.to === 'approved'
        ? await appliers[decided.kind](trx, {
            approvalId: decided.id,
            makerId: decided.maker_id,
            subjectUserId: decided.subject_user_id,
            payload: (decided.payload ?? {}) as Record<string, unknown>,
          })
        : null;
    await recordStaffAction(trx, {
      staffId: checkerId,
      action: 'approvals.decide',
      subjectUserId: decided.subject_user_id,
      subjectType: 'staff_approval',
      subjectId: decided.id,
      before: { status: 'pending', kind: decided.kind, maker_id: decided.maker_id },
      after: { status: decided.status, ...(applied ? { applied } : {}) },
      reason,
    });
    return {
      message: decision.to === 'approved' ? STAFF_APPROVAL_TEXTS.approved : STAFF_APPROVAL_TEXTS.rejected,
      approval: approvalView(await namedApproval(trx, decided.id)),
    };
  });
}
