import {
  VERIFICATION_RESULT_EVENT,
  type VerificationResult,
  type VerificationStatus,
} from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';
import { notify } from '../notifications';

/** The inbox's title per result worth telling; statuses on the way (created, started, submitted) are not. */
const TITLES: Partial<Record<VerificationStatus, string>> = {
  review: 'Your identity verification is being reviewed',
  approved: 'Your identity is verified',
  declined: 'Your identity verification was declined',
  resubmission_requested: 'Please verify your identity again',
  expired: 'Your identity verification expired',
  abandoned: 'Your identity verification was not finished',
};

const BODIES: Partial<Record<VerificationStatus, string>> = {
  review: 'Our team is checking your documents. We will tell you here when it is decided.',
  approved: 'Thank you. Redemptions and every bonus are open to you.',
  expired: 'Start a new verification from your settings when you are ready.',
  abandoned: 'Start a new verification from your settings when you are ready.',
};

/**
 * Tells the player where their verification stands, in the transaction that decided it: the live
 * result for their open tabs (`verification-result` on App.User.{id}, spec §4) and, for a result
 * worth keeping, a notice in their inbox with the reason when there is one.
 */
export async function tellVerificationResult(
  trx: Trx,
  userId: bigint,
  result: VerificationResult,
): Promise<void> {
  await enqueueEvent(trx, `App.User.${userId}`, VERIFICATION_RESULT_EVENT, result);
  const title = result.status && TITLES[result.status];
  if (!result.status || !title) return;
  await notify(trx, userId, {
    kind: 'identity-result',
    title,
    body: result.reason ?? BODIES[result.status] ?? 'See your verification settings for what to do next.',
    link: '/settings/verification',
    payload: { status: result.status, reason_code: result.reason_code },
  });
}
