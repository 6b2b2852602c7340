import type { AcceptPolicy, Policy, PolicySection, PolicySummary } from '@casino/contract';
import type { Database } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { enqueueEvent } from '../../realtime/event-outbox';
import { findCurrent, insertAcceptance, insertVersion, listPending, lockPolicy } from './repository';

/** The public channel signed-in web apps hear, so a new version is asked for without a reload. */
export const POLICY_PUBLISHED = { channel: 'announcements', event: 'policy-published' } as const;

const notFound = () => new AppError('NOT_FOUND', 'This policy does not exist.');

/** Publishes the current text again as a new version with a note of what changed (the sandbox's tester control). */
export async function republishPolicy(db: Database, name: string, changes: string): Promise<PolicySummary> {
  const { title, sections } = await readPolicy(db, name);
  return publishPolicyVersion(db, { name, title, changes, sections });
}

/** A policy's current version, with its text. */
export async function readPolicy(db: Database, name: string): Promise<Policy> {
  const policy = await findCurrent(db, name);
  if (!policy) throw notFound();
  return policy;
}

/**
 * Records that the player accepted the version they were shown. Only the current version can be
 * accepted: a player who read an older one is told to read the new one, and nothing is recorded.
 */
export async function acceptPolicy(
  db: Database,
  userId: bigint,
  { name, version }: AcceptPolicy,
): Promise<PolicySummary[]> {
  const current = await findCurrent(db, name);
  if (!current) throw notFound();
  if (current.version !== version) {
    throw new AppError(
      'CONFLICT',
      `A newer version of the ${current.title} has been published. Please read it and accept it again.`,
    );
  }
  await insertAcceptance(db, userId, name, version);
  return listPending(db, userId);
}

/** Sign-up accepts the current version of every policy that needs acceptance, in the account's transaction. */
export async function acceptPoliciesAtSignUp(trx: Trx, userId: bigint): Promise<void> {
  for (const policy of await listPending(trx, userId)) {
    await insertAcceptance(trx, userId, policy.name, policy.version);
  }
}

/** A new version of a policy, as the back office publishes it. */
export interface NewPolicyVersion {
  name: string;
  title: string;
  /** What changed, in a sentence or two: players asked to accept again read this first. */
  changes: string;
  sections: PolicySection[];
  /** When it becomes current; now when left out. */
  publishedAt?: Date;
}

/**
 * Publishes the next version of a policy. Once it is current, every player who has not accepted it is
 * asked to (for the policies that need acceptance); signed-in web apps hear of it at once.
 */
export async function publishPolicyVersion(db: Database, next: NewPolicyVersion): Promise<PolicySummary> {
  return inTransaction(db, async (trx) => {
    const policy = await lockPolicy(trx, next.name);
    if (!policy) throw notFound();
    const published = await insertVersion(trx, {
      ...next,
      number: policy.latest + 1,
      publishedAt: next.publishedAt ?? new Date(),
    });
    await enqueueEvent(trx, POLICY_PUBLISHED.channel, POLICY_PUBLISHED.event, {
      name: published.name,
      version: published.version,
      published_at: published.published_at,
    });
    return published;
  });
}
