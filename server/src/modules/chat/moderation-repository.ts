import { ADMIN_PAGE_SIZE, type ChatSanctionKind } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { rowCount } from '../../db/row-counts';
import { playerSearch } from '../../db/search-patterns';
import type { Trx } from '../../db/transaction';

const pageWindow = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

export async function insertSanction(
  trx: Trx,
  sanction: { userId: bigint; kind: ChatSanctionKind; minutes: number; reason: string; staffId: bigint },
) {
  return trx
    .insertInto('chat_sanctions')
    .values({
      user_id: sanction.userId,
      kind: sanction.kind,
      reason: sanction.reason,
      until: sql`now() + make_interval(mins => ${sanction.minutes})`,
      created_by: sanction.staffId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Lifts a sanction still in force; undefined when it had ended or was lifted already. */
export function liftSanction(trx: Trx, id: bigint, staffId: bigint) {
  return trx
    .updateTable('chat_sanctions')
    .set({ lifted_at: sql`now()`, lifted_by: staffId })
    .where('id', '=', id)
    .where('lifted_at', 'is', null)
    .where('until', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Sanctions in force (`open`) or all, of the players `q` finds if given, newest first, with their player. */
export async function sanctionsPage(db: Database, open: boolean, page: number, q?: string) {
  let query = db.selectFrom('chat_sanctions as s').innerJoin('users as u', 'u.id', 's.user_id');
  if (open) query = query.where('s.lifted_at', 'is', null).where('s.until', '>', sql<Date>`now()`);
  if (q) {
    const { id, pattern } = playerSearch(q);
    query = query.where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('u.id', '=', id)]),
        eb('u.username', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(['s.id', 's.user_id', 'u.username', 'u.email', 's.kind', 's.reason', 's.until', 's.created_at'])
      .select(['s.created_by', 's.lifted_at'])
      .orderBy('s.id', 'desc')
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset)
      .execute(),
    rowCount(query),
  ]);
  return { rows, total };
}

export async function insertReport(db: Database, messageId: bigint, reporterId: bigint, reason: string) {
  return db
    .insertInto('chat_reports')
    .values({ message_id: messageId, reporter_id: reporterId, reason })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Open reports (`open`) or all, newest first, with who reported. */
export async function reportsPage(db: Database, open: boolean, page: number) {
  let query = db.selectFrom('chat_reports as r').leftJoin('users as u', 'u.id', 'r.reporter_id');
  if (open) query = query.where('r.resolved_at', 'is', null);
  const [rows, total] = await Promise.all([
    query
      .select(['r.id', 'r.message_id', 'r.reason', 'r.created_at', 'r.resolution', 'u.username as reporter'])
      .orderBy('r.id', 'desc')
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset)
      .execute(),
    rowCount(query),
  ]);
  return { rows, total };
}

/** How many reports wait for a moderator (the back office's queue count). */
export function openReportCount(db: Database): Promise<number> {
  return rowCount(db.selectFrom('chat_reports').where('resolved_at', 'is', null));
}

/** Closes the open reports of a message (all of them when it is deleted), or one report dismissed. */
export function resolveReports(
  trx: Trx,
  where: { messageId: bigint } | { reportId: bigint },
  resolution: 'deleted' | 'dismissed',
  staffId: bigint,
) {
  let query = trx
    .updateTable('chat_reports')
    .set({ resolved_at: sql`now()`, resolved_by: staffId, resolution })
    .where('resolved_at', 'is', null);
  query =
    'messageId' in where
      ? query.where('message_id', '=', where.messageId)
      : query.where('id', '=', where.reportId);
  return query.returning(['id', 'message_id']).execute();
}
