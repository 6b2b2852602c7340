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
export { identityRoutes } from './routes';
