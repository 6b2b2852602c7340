import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';

/** What an approved action is applied from: the maker's request as it was stored. */
export interface ApprovedAction {
  approvalId: bigint;
  makerId: bigint;
  subjectUserId: bigint | null;
  payload: Record<string, unknown>;
}

/**
 * Applies an approved action in the approval's transaction, as its maker asked for it, and answers
 * what it did (written to the checker's audit row). It may refuse (a debit the balance no longer
 * covers, a code name taken since): then nothing is applied and the approval stays pending.
 */
export type ApprovalApplier = (trx: Trx, approved: ApprovedAction) => Promise<Record<string, unknown>>;

/** How each kind of action is applied once approved; each kind's owner (admin, bonuses) provides its own. */
export interface ApprovalAppliers {
  /** A staff adjustment of a player's balance (the back office's). */
  adjustment: ApprovalApplier;
  /** A bonus code made by staff (the bonuses module's). */
  bonus_code: ApprovalApplier;
  /** A VIP bonus awarded by staff (the bonuses module's). */
  vip_bonus: ApprovalApplier;
  /** A house rain in a chat room started by staff (the rain module's). */
  rain: ApprovalApplier;
}

/** What the staff-approvals module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface StaffApprovalsPorts {
  /** Its own table (`staff_approvals`), the audit log, and the staff guard's two-factor check. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** How an approved action is applied, per kind. */
  appliers: ApprovalAppliers;
}
