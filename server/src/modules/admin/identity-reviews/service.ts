import type { IdentityDecisionRequest } from '@casino/contract';
import type { Database } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { decideIdentityReview, identityReviewCount, identityReviewPage } from '../../identity';
import { recordStaffAction, refuseOwnAccount } from '../../staff';
import { pageOf, pageWindow } from '../paging';
import { identitySessionView } from '../users/service';

/** `GET /api/admin/identity-reviews?page=`: sessions in review and those flagged as duplicates, oldest first. */
export async function identityReviews(db: Database, page: number) {
  const [rows, total] = await Promise.all([
    identityReviewPage(db, pageWindow(page)),
    identityReviewCount(db),
  ]);
  return pageOf(rows.map(identitySessionView), page, total);
}

/**
 * `POST /api/admin/identity-reviews/:id/decide`: the identity module's decision path (the player's
 * status and realtime result), and the audit row, in one transaction.
 */
export async function decideReview(
  db: Database,
  staffId: bigint,
  verificationId: bigint,
  body: IdentityDecisionRequest,
): Promise<{ message: string }> {
  await inTransaction(db, async (trx) => {
    const decided = await decideIdentityReview(trx, verificationId, body.decision);
    // Refused after the decision is read, so the whole transaction (decision included) rolls back.
    refuseOwnAccount(staffId, decided.userId);
    await recordStaffAction(trx, {
      staffId,
      action: 'identity.review',
      subjectUserId: decided.userId,
      subjectType: 'identity_verification',
      subjectId: verificationId,
      before: decided.before,
      after: decided.after,
      reason: body.reason,
    });
  });
  return {
    message: body.decision === 'approved' ? 'The identity is approved.' : 'The identity is declined.',
  };
}
