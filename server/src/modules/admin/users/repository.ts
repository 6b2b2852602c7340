import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { playerRowCount, rowCount } from '../../../db/row-counts';
import { playerSearch } from '../../../db/search-patterns';
import type { Trx } from '../../../db/transaction';
import type { PageWindow } from '../paging';

type Executor = Database | Trx;

/** Players matching the search: an id exactly, or a username or email containing q (any case). */
function matching(db: Executor, q: string | undefined) {
  const query = db.selectFrom('users');
  if (!q) return query;
  const { id, pattern } = playerSearch(q);
  return query.where((eb) =>
    eb.or([
      ...(id === null ? [] : [eb('id', '=', id)]),
      eb('username', 'ilike', pattern),
      eb('email', 'ilike', pattern),
    ]),
  );
}

const rowColumns = [
  'id',
  'username',
  'email',
  'rank',
  'state',
  'created_at',
  'banned_at',
  'frozen_at',
  'balance_watch',
] as const;

/** One page of the search, newest players first, and how many match in all. */
export async function searchPlayers(db: Executor, q: string | undefined, window: PageWindow) {
  const [rows, total] = await Promise.all([
    matching(db, q)
      .select(rowColumns)
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    rowCount(matching(db, q)),
  ]);
  return { rows, total };
}

/** Everything on the player's own row that staff look at. */
export function playerProfile(db: Executor, userId: bigint) {
  return db
    .selectFrom('users as u')
    .leftJoin('play_restrictions as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.rank',
      'u.state',
      'u.created_at',
      'u.firstname',
      'u.lastname',
      'u.email_verified_at',
      'u.phone_number',
      'u.two_factor_enabled_at',
      'u.banned_at',
      'u.ban_reason',
      'u.frozen_at',
      'u.freeze_reason',
      'u.balance_watch',
      'u.deleted_at',
      'u.total_purchases',
      'u.verification_id',
      'r.break_till',
      'r.exclusion_period',
      'r.excluded_at',
      'r.excluded_till',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The newest verification session's status, if the player ever started one. */
export async function latestVerificationStatus(db: Executor, userId: bigint) {
  const row = await db
    .selectFrom('identity_verifications')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** A player's login sessions, newest first. */
export function sessionsOf(db: Executor, userId: bigint, window: PageWindow) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'revoked_at', 'revoked_reason', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** How many login sessions a player has had, and how many are live now. */
export async function sessionCounts(db: Executor, userId: bigint) {
  return db
    .selectFrom('sessions')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) FILTER (WHERE revoked_at IS NULL AND expires_at > now())::int`.as('active'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** How many settled plays a player made. */
export function betCount(db: Executor, userId: bigint): Promise<number> {
  return playerRowCount(db, 'bets', userId);
}
