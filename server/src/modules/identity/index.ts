/**
 * Identity verification (KYC): its routes, and the gate the money features call before a redemption,
 * a bonus or a large purchase (`identityRequirement`, `requireVerifiedIdentity`).
 */

export { verificationIdsOf } from './repository';
export {
  type IdentityRequirement,
  identityRequirement,
  requireVerifiedIdentity,
  verifiedIdentities,
} from './requirement';
export {
  identityReviewCount,
  identityReviewPage,
  identitySessionCount,
  identitySessionsOf,
  openFlagCount,
} from './review-queue';
export { identityRoutes } from './routes';
export { decideIdentityReview, STAFF_DECLINE_REASON, type StaffIdentityDecision } from './staff-review';
