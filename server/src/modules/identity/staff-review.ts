import type { VerificationResult } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { markVerified, updateVerification } from './repository';
import { tellVerificationResult } from './result-notice';
import { lockSessionForReview, resolveFlags } from './review-queue';

/** What a staff decision changed, for the audit log. */
export interface StaffIdentityDecision {
  userId: bigint;
  before: { status: string; reason: string | null; open_flags: number };
  after: { status: 'approved' | 'declined'; reason: string | null };
}

/** The reason a player reads when staff decline their verification. */
export const STAFF_DECLINE_REASON = 'Our team could not confirm your identity from this session.';

/**
 * Staff decide a session in review, or one flagged as a duplicate identity (issue 14), the way the
 * vendor's decision webhook would: the session's status, the player verified on approval, and the
 * `verification-result` event to the player's tabs through the outbox, all in the caller's
 * transaction. A session neither in review nor flagged is not staff's to decide (409).
 */
export async function decideIdentityReview(
  trx: Trx,
  verificationId: bigint,
  decision: 'approved' | 'declined',
): Promise<StaffIdentityDecision> {
  const session = await lockSessionForReview(trx, verificationId);
  if (!session) throw new AppError('NOT_FOUND', 'No such verification session.');
  if (session.status !== 'review' && session.openFlags === 0)
    throw new AppError('CONFLICT', 'This verification is not awaiting review.');
  const reason = decision === 'approved' ? null : STAFF_DECLINE_REASON;
  await updateVerification(trx, session.id, {
    status: decision,
    reason_code: null,
    reason,
    decided_at: new Date(),
  });
  if (decision === 'approved') await markVerified(trx, session.user_id, session.id);
  await resolveFlags(trx, session.id);
  const result: VerificationResult = { status: decision, reason, reason_code: null };
  await tellVerificationResult(trx, session.user_id, result);
  return {
    userId: session.user_id,
    before: { status: session.status, reason: session.reason, open_flags: session.openFlags },
    after: { status: decision, reason },
  };
}
