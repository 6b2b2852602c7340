import { z } from 'zod';

/**
 * Versioned policies (terms, sweeps rules, privacy, …): `GET /api/policies`, `GET /api/policies/:name`,
 * `POST /api/policies/accept`. Names are the slugs of `/policies/{name}`.
 */

/** A paragraph (a string) or a bullet list (an array of strings). */
export const policyBlockSchema = z.union([z.string(), z.array(z.string())]);
export type PolicyBlock = z.infer<typeof policyBlockSchema>;

export const policySectionSchema = z.object({ heading: z.string(), blocks: z.array(policyBlockSchema) });
export type PolicySection = z.infer<typeof policySectionSchema>;

export const policyNameSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'Unknown policy.');

/** A policy version without its text: lists, the sign-up links, the re-acceptance prompt. */
export const policySummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  version: z.number().int(),
  published_at: z.string(),
  /** What changed since the previous version, shown when a player is asked to accept again. */
  changes: z.string(),
  acceptance_required: z.boolean(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

/** `GET /api/policies/:name`: the current version with its text. */
export const policySchema = policySummarySchema.extend({ sections: z.array(policySectionSchema) });
export type Policy = z.infer<typeof policySchema>;

/** `POST /api/policies/accept`: the player accepts the version they were shown. */
export const acceptPolicySchema = z.object({
  name: policyNameSchema,
  version: z.number().int().positive(),
});
export type AcceptPolicy = z.infer<typeof acceptPolicySchema>;

/** `POST /api/policies/accept` and `GET /api/policies/pending`: what the player still has to accept. */
export const pendingPoliciesSchema = z.object({ pending: z.array(policySummarySchema) });
export type PendingPolicies = z.infer<typeof pendingPoliciesSchema>;

/** The policies a player accepts at sign-up and again when a new version is published. */
export const POLICIES_ACCEPTED_AT_SIGNUP = ['terms-of-service', 'sweeps-rules'] as const;
