/** The policies module's public face: policy pages, acceptances, and publishing a new version. */
export { listPending as pendingPolicies } from './repository';
export { policyRoutes } from './routes';
export {
  acceptPoliciesAtSignUp,
  type NewPolicyVersion,
  POLICY_PUBLISHED,
  publishPolicyVersion,
  republishPolicy,
} from './service';
