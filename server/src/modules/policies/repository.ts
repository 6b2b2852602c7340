import type { PolicySection, PolicySummary } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** The current version of each policy: the highest one already published. */
function currentVersions(executor: Executor) {
  return executor
    .selectFrom('policy_versions as v')
    .innerJoin('policies as p', 'p.name', 'v.policy_name')
    .distinctOn('v.policy_name')
    .select([
      'v.policy_name as name',
      'v.title',
      'v.version',
      'v.published_at',
      'v.changes',
      'p.acceptance_required',
      'p.position',
    ])
    .where('v.published_at', '<=', sql<Date>`now()`)
    .orderBy('v.policy_name')
    .orderBy('v.version', 'desc');
}

type SummaryRow = {
  name: string;
  title: string;
  version: number;
  published_at: Date;
  changes: string;
  acceptance_required: boolean;
};

const summary = (row: SummaryRow): PolicySummary => ({
  name: row.name,
  title: row.title,
  version: row.version,
  published_at: row.published_at.toISOString(),
  changes: row.changes,
  acceptance_required: row.acceptance_required,
});

/** Every policy's current version, in the order the footers list them. */
export async function listCurrent(executor: Executor): Promise<PolicySummary[]> {
  const rows = await currentVersions(executor).execute();
  return rows.sort((a, b) => a.position - b.position).map(summary);
}

/** One policy's current version with its text, or undefined for an unknown or unpublished one. */
export async function findCurrent(
  executor: Executor,
  name: string,
): Promise<(PolicySummary & { sections: PolicySection[] }) | undefined> {
  const row = await currentVersions(executor)
    .select('v.sections')
    .where('v.policy_name', '=', name)
    .executeTakeFirst();
  return row && { ...summary(row), sections: row.sections as PolicySection[] };
}

/** The current versions of the policies a player must accept that they have not accepted yet. */
export async function listPending(executor: Executor, userId: bigint): Promise<PolicySummary[]> {
  // Filtered after DISTINCT ON picks the current version: an accepted newer version must not let an
  // unaccepted older one through.
  const rows = await executor
    .selectFrom(currentVersions(executor).as('c'))
    .selectAll()
    .where('c.acceptance_required', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('policy_acceptances as a')
            .select('a.version')
            .whereRef('a.policy_name', '=', 'c.name')
            .whereRef('a.version', '=', 'c.version')
            .where('a.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('c.position')
    .execute();
  return rows.map(summary);
}

/** Records an acceptance once; accepting the same version again changes nothing. */
export async function insertAcceptance(
  executor: Executor,
  userId: bigint,
  name: string,
  version: number,
): Promise<void> {
  await executor
    .insertInto('policy_acceptances')
    .values({ user_id: userId, policy_name: name, version })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The policy's row, locked so two publications of one policy take consecutive numbers. */
export async function lockPolicy(trx: Trx, name: string): Promise<{ latest: number } | undefined> {
  const row = await trx
    .selectFrom('policies as p')
    .select((eb) =>
      eb
        .selectFrom('policy_versions as v')
        .select((v) => v.fn.coalesce(v.fn.max('v.version'), sql<number>`0`).as('latest'))
        .whereRef('v.policy_name', '=', 'p.name')
        .as('latest'),
    )
    .where('p.name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  return row && { latest: Number(row.latest ?? 0) };
}

/** Writes a new version; `published_at` may lie ahead, and the version becomes current then. */
export async function insertVersion(
  trx: Trx,
  version: {
    name: string;
    number: number;
    title: string;
    changes: string;
    sections: PolicySection[];
    publishedAt: Date;
  },
): Promise<PolicySummary> {
  const row = await trx
    .insertInto('policy_versions')
    .values({
      policy_name: version.name,
      version: version.number,
      title: version.title,
      changes: version.changes,
      sections: sql`${JSON.stringify(version.sections)}::jsonb`,
      published_at: version.publishedAt,
    })
    .returning(['policy_name as name', 'title', 'version', 'published_at', 'changes'])
    .executeTakeFirstOrThrow();
  const policy = await trx
    .selectFrom('policies')
    .select('acceptance_required')
    .where('name', '=', version.name)
    .executeTakeFirstOrThrow();
  return summary({ ...row, acceptance_required: policy.acceptance_required });
}
