import type { Database } from '../../db/database';

/** The address a player signed up with and whether it is verified yet. */
export async function emailOf(db: Database, userId: bigint) {
  return db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
