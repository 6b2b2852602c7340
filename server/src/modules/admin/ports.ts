import type { AdminRedemptionQuery, AdminRedemptionQueue } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';
import type { StaffCaps } from '../staff';
import type { ApprovalThresholds } from '../staff-approvals';

/** Signs a player out everywhere (the auth module's Sessions): a ban or a kick revokes every session. */
export interface SessionRevoker {
  /** Revokes the player's sessions in the caller's transaction, with the reason; answers their ids. */
  revokeAll(trx: Trx, userId: bigint, reason: string): Promise<string[]>;
}

/** The redemptions module's staff queue; the back office reads it for the pending and overdue counts. */
export type RedemptionQueue = (
  query: AdminRedemptionQuery,
) => Promise<Pick<AdminRedemptionQueue, 'counts' | 'redemptions'>>;

/** The third-party games module's free rounds: a refunded purchase's are cancelled in the refund's transaction. */
export interface RefundedFreeRounds {
  /** Cancels the free rounds the purchase gave, if any are left to cancel; answers whether there were. */
  cancel(trx: Trx, purchaseId: bigint): Promise<boolean>;
}

/** What the back office needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface AdminPorts {
  /** The players, their standing, the audit log, and the other modules' tables it reads for staff. */
  db: Database;
  /** Who is signed in, and signing a banned or kicked player out (the auth module's Sessions). */
  sessions: SessionResolver & SessionRevoker;
  /** Balances shown to staff, adjustments and the coins a refunded purchase takes back. */
  ledger: Ledger;
  /** Staff caps on adjustments and the maker-checker threshold. */
  config: StaffCaps & ApprovalThresholds;
  /** The redemptions awaiting staff, for the queue counts. */
  redemptionQueue: RedemptionQueue;
  /** Free rounds a refunded purchase gave. */
  freeRounds: RefundedFreeRounds;
}
