/**
 * Identity verification (KYC): the module's factory, and the gate the money features call before a redemption,
 * a bonus or a large purchase (`identityRequirement`, `requireVerifiedIdentity`).
 */

export { createIdentityModule, type IdentityModule } from './module';
export type { IdentityPorts } from './ports';
export { verificationIdsOf, verifiedPersonOf } from './repository';
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
export { decideIdentityReview, STAFF_DECLINE_REASON, type StaffIdentityDecision } from './staff-review';
