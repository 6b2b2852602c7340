/** The policies feature's public face: where the policy pages live and how links name them. */
export { POLICY_PAGES, POLICY_ROUTES, type PolicyName, policyPath } from './paths';
