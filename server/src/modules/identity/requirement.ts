import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { IdentityStatus } from '../eligibility';
import { verificationIdsOf } from './repository';

/** What the money features need to know about a player's identity (spec §5, sweepstakes.md "Identity"). */
export interface IdentityRequirement {
  /** An approved verification that passed one-account-per-person and the state's age. */
  verified: boolean;
  emailVerified: boolean;
}

/**
 * The gate the next issues call: redemptions need `verified` and `emailVerified`; the daily bonus and
 * top-up need both too; a purchase over 500 USD (or past the purchase threshold) needs `verified`.
 * Call it inside the action's transaction so the answer holds for it.
 */
export async function identityRequirement(
  executor: Database | Trx,
  userId: bigint,
): Promise<IdentityRequirement> {
  const ids = await verificationIdsOf(executor, userId);
  return { verified: Boolean(ids?.verification_id), emailVerified: Boolean(ids?.email_verified_at) };
}

/**
 * Throws the 403 `VERIFICATION_REQUIRED` the web app answers with the verification screen (spec §4),
 * or, when `needsEmail`, a 403 asking for a verified email first; changes nothing either way.
 */
export async function requireVerifiedIdentity(
  executor: Database | Trx,
  userId: bigint,
  options: { needsEmail: boolean },
): Promise<void> {
  const { verified, emailVerified } = await identityRequirement(executor, userId);
  if (!verified) throw new AppError('VERIFICATION_REQUIRED', 'Please verify your identity first.');
  if (options.needsEmail && !emailVerified)
    throw new AppError('FORBIDDEN', 'Please verify your email address first.');
}

/** The eligibility gates' view of identity: an approved verification on the player. */
export const verifiedIdentities: IdentityStatus = {
  isVerified: async (executor, userId) => (await identityRequirement(executor, userId)).verified,
};
