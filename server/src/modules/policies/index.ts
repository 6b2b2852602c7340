/** The policies module's public face: its factory, the pending list `me` reads, sign-up's acceptances and publishing a new version. */

export { createPoliciesModule, type PoliciesModule } from './module';
export type { PoliciesPorts } from './ports';
export { listPending as pendingPolicies } from './repository';
export {
  acceptPoliciesAtSignUp,
  type NewPolicyVersion,
  POLICY_PUBLISHED,
  publishPolicyVersion,
  republishPolicy,
} from './service';
