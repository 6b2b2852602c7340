import type { AmoeRequestStatus } from '@casino/contract';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { countInStatus, countsInEachStatus } from '../../db/row-counts';
import type { AmoeRequestEventsTable, AmoeRequestsTable } from '../../db/schema';
import { playerSearch } from '../../db/search-patterns';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** A request as read: `received_on` as the day's text ('2026-11-24'), never a Date shifted by a time zone. */
export type AmoeRequestRow = Omit<Selectable<AmoeRequestsTable>, 'received_on'> & {
  received_on: string | null;
};
export type AmoeEventRow = Selectable<AmoeRequestEventsTable>;

const COLUMNS = [
  'id',
  'user_id',
  'code',
  'status',
  'refusal',
  'reason',
  'sc',
  'legal_name',
  'address',
  'entered_by',
  'created_at',
  'updated_at',
] as const;
const RECEIVED_ON = sql<string | null>`received_on::text`.as('received_on');

/** The requests as an `AmoeRequestRow` reads them, for the caller to narrow. */
function requestsAsRead(executor: Executor) {
  return executor.selectFrom('amoe_requests').select([...COLUMNS, RECEIVED_ON]);
}

/**
 * Opens a request with its code, unless the player already has one open: the partial unique index
 * (one `requested` row per player) decides, so two requests racing each other cannot both open.
 * Answers undefined when one was already open.
 */
export async function openRequest(
  trx: Trx,
  userId: bigint,
  code: string,
): Promise<AmoeRequestRow | undefined> {
  return trx
    .insertInto('amoe_requests')
    .values({ user_id: userId, code })
    .onConflict((oc) => oc.column('user_id').where('status', '=', 'requested').doNothing())
    .returning([...COLUMNS, RECEIVED_ON])
    .executeTakeFirst();
}

/** The request carrying `code`, locked until the caller's transaction ends (a card is entered once). */
export async function lockRequestByCode(trx: Trx, code: string): Promise<AmoeRequestRow | undefined> {
  return requestsAsRead(trx).where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function requestById(executor: Executor, id: bigint): Promise<AmoeRequestRow | undefined> {
  return requestsAsRead(executor).where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a request on only if it is still in `from`: the UPDATE's row lock and WHERE make two moves
 * exclusive, the second finding nothing. Answers the updated row, or undefined when it had moved.
 */
export async function moveRequest(
  trx: Trx,
  id: bigint,
  from: AmoeRequestStatus,
  to: AmoeRequestStatus,
  changes: Omit<Updateable<AmoeRequestsTable>, 'status' | 'id'> = {},
): Promise<AmoeRequestRow | undefined> {
  return trx
    .updateTable('amoe_requests')
    .set({ ...changes, status: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning([...COLUMNS, RECEIVED_ON])
    .executeTakeFirst();
}

export async function appendTimeline(
  trx: Trx,
  entry: {
    requestId: bigint;
    status: AmoeRequestStatus;
    actor: 'player' | 'staff';
    actorId: bigint | null;
    reason: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('amoe_request_events')
    .values({
      request_id: entry.requestId,
      status: entry.status,
      actor: entry.actor,
      actor_id: entry.actorId,
      reason: entry.reason,
    })
    .execute();
}

/** The timelines of these requests, oldest step first. */
export async function timelinesOf(executor: Executor, requestIds: bigint[]): Promise<AmoeEventRow[]> {
  if (requestIds.length === 0) return [];
  return executor
    .selectFrom('amoe_request_events')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('id')
    .execute();
}

/** The player's requests, newest first. */
export async function requestsOfPlayer(executor: Executor, userId: bigint): Promise<AmoeRequestRow[]> {
  return requestsAsRead(executor).where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
}

/** What the free-entry rules read about a player: where they live, what they verified, any restriction. */
export async function entrantStanding(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('users')
    .leftJoin('play_restrictions', 'play_restrictions.user_id', 'users.id')
    .select([
      'users.state',
      'users.email',
      'users.username',
      sql<boolean>`users.banned_at IS NOT NULL OR users.frozen_at IS NOT NULL`.as('disabled'),
      sql<boolean>`coalesce(play_restrictions.excluded_till > now(), false)`.as('excluded'),
      sql<boolean>`coalesce(play_restrictions.break_till > now(), false)`.as('on_break'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Requests not yet decided (waiting for their card): the back office's queue count. */
export function openAmoeEntries(executor: Executor): Promise<number> {
  return countInStatus(executor, 'amoe_requests', 'requested');
}

/** How many requests are in each status. */
export function countsByStatus(executor: Executor): Promise<Record<AmoeRequestStatus, number>> {
  return countsInEachStatus(executor, 'amoe_requests', {
    requested: 0,
    received: 0,
    credited: 0,
    refused: 0,
  });
}

/** One page of the back office's queue, newest first, with the players' names. */
export async function queuePage(
  executor: Executor,
  filter: { status?: AmoeRequestStatus; q?: string },
  window: { limit: number; offset: number },
) {
  let query = executor.selectFrom('amoe_requests').innerJoin('users', 'users.id', 'amoe_requests.user_id');
  if (filter.status) query = query.where('amoe_requests.status', '=', filter.status);
  const q = filter.q;
  if (q) {
    const { id, pattern } = playerSearch(q);
    query = query.where((eb) =>
      eb.or([
        eb('amoe_requests.code', '=', q.toUpperCase()),
        ...(id === null ? [] : [eb('users.id', '=', id)]),
        eb('users.username', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        ...COLUMNS.map((c) => `amoe_requests.${c}` as const),
        sql<string | null>`amoe_requests.received_on::text`.as('received_on'),
        'users.username',
        'users.email',
      ])
      .orderBy('amoe_requests.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
