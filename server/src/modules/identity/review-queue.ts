import type { Database } from '../../db/database';
import { playerRowCount, rowCount } from '../../db/row-counts';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/**
 * Sessions staff must look at (issue 14 identity review queue): those the vendor or the product's rules
 * put in `review`, and those with an open duplicate-identity flag, oldest first.
 */
function awaitingReview(db: Executor) {
  return db
    .selectFrom('identity_verifications as v')
    .where((eb) =>
      eb.or([
        eb('v.status', '=', 'review'),
        eb.exists(
          eb
            .selectFrom('identity_flags as f')
            .select('f.id')
            .whereRef('f.verification_id', '=', 'v.id')
            .where('f.resolved_at', 'is', null),
        ),
      ]),
    );
}

/** How many sessions await review. */
export function identityReviewCount(db: Executor): Promise<number> {
  return rowCount(awaitingReview(db));
}

const sessionColumns = [
  'v.id',
  'v.user_id',
  'u.username',
  'u.email',
  'v.vendor',
  'v.status',
  'v.reason_code',
  'v.reason',
  'v.first_name',
  'v.last_name',
  'v.date_of_birth',
  'v.document_country',
  'v.created_at',
  'v.decided_at',
] as const;

/** One page of the review queue, with each session's open duplicate flags. */
export async function identityReviewPage(db: Executor, page: { limit: number; offset: number }) {
  const rows = await awaitingReview(db)
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(sessionColumns)
    .orderBy('v.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withFlags(db, rows);
}

/** Every verification session of one player, newest first, with their open duplicate flags. */
export async function identitySessionsOf(
  db: Executor,
  userId: bigint,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .selectFrom('identity_verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(sessionColumns)
    .where('v.user_id', '=', userId)
    .orderBy('v.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withFlags(db, rows);
}

/** How many verification sessions a player started. */
export function identitySessionCount(db: Executor, userId: bigint): Promise<number> {
  return playerRowCount(db, 'identity_verifications', userId);
}

/** Open duplicate flags on a player's sessions. */
export function openFlagCount(db: Executor, userId: bigint): Promise<number> {
  return countOpenFlags(db, 'user_id', userId);
}

/** Open duplicate flags on the player's sessions (`user_id`) or on one session (`verification_id`). */
function countOpenFlags(db: Executor, on: 'user_id' | 'verification_id', id: bigint): Promise<number> {
  return rowCount(db.selectFrom('identity_flags').where(on, '=', id).where('resolved_at', 'is', null));
}

async function withFlags<R extends { id: bigint }>(db: Executor, rows: R[]) {
  const ids = rows.map((r) => r.id);
  const flags = ids.length
    ? await db
        .selectFrom('identity_flags')
        .select(['verification_id', 'matching_user_id', 'details'])
        .where('verification_id', 'in', ids)
        .where('resolved_at', 'is', null)
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    duplicate_of: flags
      .filter((f) => f.verification_id === row.id)
      .map((f) => ({ user_id: f.matching_user_id, details: f.details })),
  }));
}

/** The session staff decide on, locked, with whether it has open flags. */
export async function lockSessionForReview(trx: Trx, id: bigint) {
  const session = await trx
    .selectFrom('identity_verifications')
    .select(['id', 'user_id', 'status', 'reason_code', 'reason'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!session) return undefined;
  return { ...session, openFlags: await countOpenFlags(trx, 'verification_id', id) };
}

/** Staff have looked at the session's duplicate flags. */
export async function resolveFlags(trx: Trx, verificationId: bigint): Promise<void> {
  await trx
    .updateTable('identity_flags')
    .set({ resolved_at: new Date() })
    .where('verification_id', '=', verificationId)
    .where('resolved_at', 'is', null)
    .execute();
}
