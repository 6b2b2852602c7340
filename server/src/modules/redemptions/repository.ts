import type { RedemptionActor, RedemptionMethod, RedemptionStatus } from '@casino/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { newestOfPlayer } from '../../db/row-counts';
import type { RedemptionEventsTable, RedemptionsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { payoutJobKeyOf } from './payout-job';

type Executor = Database | Trx;

export type RedemptionRow = Selectable<RedemptionsTable>;
export type RedemptionEventRow = Selectable<RedemptionEventsTable>;

/** A new request, due for review `reviewHours` from now on the database's clock. */
export async function insertRedemption(
  trx: Trx,
  values: Omit<Insertable<RedemptionsTable>, 'review_due_at'>,
  reviewHours: number,
): Promise<RedemptionRow> {
  return trx
    .insertInto('redemptions')
    .values({ ...values, review_due_at: sql`now() + ${reviewHours}::float8 * interval '1 hour'` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Which stage times a status change stamps, on the database's clock. */
export interface StageClock {
  decided?: boolean;
  finished?: boolean;
  /** Approval starts the payout stage: due this many hours from now. */
  payoutDueHours?: number;
}

/**
 * Moves a request from one status to the next only if it is still in `from`: the row lock the UPDATE
 * takes and its WHERE make two decisions (two staff, staff and player, staff and vendor) exclusive, the
 * second finding nothing to update. Answers the updated row, or undefined when the request had moved.
 */
export async function moveStatus(
  trx: Trx,
  id: bigint,
  from: RedemptionStatus,
  to: RedemptionStatus,
  changes: Omit<Updateable<RedemptionsTable>, 'status' | 'id'> = {},
  clock: StageClock = {},
): Promise<RedemptionRow | undefined> {
  return trx
    .updateTable('redemptions')
    .set({
      ...changes,
      status: to,
      updated_at: sql`now()`,
      ...(clock.decided ? { decided_at: sql`now()` } : {}),
      ...(clock.finished ? { finished_at: sql`now()` } : {}),
      ...(clock.payoutDueHours !== undefined
        ? { payout_due_at: sql`now() + ${clock.payoutDueHours}::float8 * interval '1 hour'` }
        : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function appendTimeline(
  trx: Trx,
  entry: {
    redemptionId: bigint;
    status: RedemptionStatus;
    actor: RedemptionActor;
    actorId: bigint | null;
    reason: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('redemption_events')
    .values({
      redemption_id: entry.redemptionId,
      status: entry.status,
      actor: entry.actor,
      actor_id: entry.actorId,
      reason: entry.reason,
    })
    .execute();
}

export async function redemptionById(executor: Executor, id: bigint): Promise<RedemptionRow | undefined> {
  return executor.selectFrom('redemptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request the vendor paid out under `vendorPayoutId` (a disbursement's id). */
export async function redemptionByVendorPayout(
  executor: Executor,
  vendorPayoutId: string,
): Promise<RedemptionRow | undefined> {
  return executor
    .selectFrom('redemptions')
    .selectAll()
    .where('vendor_payout_id', '=', vendorPayoutId)
    .executeTakeFirst();
}

/**
 * Approved requests decided before `olderThanMs` ago whose payout job is missing (approved before payout
 * jobs existed) or ran to its end while they stayed approved: the reconciliation sweep queues them again.
 */
export async function strandedApprovals(executor: Executor, olderThanMs: number): Promise<bigint[]> {
  const rows = await executor
    .selectFrom('redemptions as r')
    .leftJoin('jobs as j', (join) => join.on(sql<boolean>`j.key = ${payoutJobKeyOf}`))
    .select('r.id')
    .where('r.status', '=', 'approved')
    .where('r.decided_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .where((eb) => eb.or([eb('j.id', 'is', null), eb('j.status', '=', 'done')]))
    .orderBy('r.id')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

/** The player's requests, newest first. */
export async function redemptionsOfPlayer(executor: Executor, userId: bigint): Promise<RedemptionRow[]> {
  return newestOfPlayer(executor, 'redemptions', userId, 200);
}

/** Every timeline entry of these requests, oldest first. */
export async function timelinesOf(executor: Executor, ids: bigint[]): Promise<RedemptionEventRow[]> {
  if (ids.length === 0) return [];
  return executor
    .selectFrom('redemption_events')
    .selectAll()
    .where('redemption_id', 'in', ids)
    .orderBy('id')
    .execute();
}

export interface QueueFilter {
  status?: RedemptionStatus | undefined;
  method?: RedemptionMethod | undefined;
  userId?: bigint | undefined;
}

/** A request as the staff queue reads it: its player's username and its payout job's state. */
export type QueueRow = RedemptionRow & {
  username: string | null;
  payout_job_status: 'queued' | 'running' | 'done' | 'dead' | null;
  payout_job_error: string | null;
};

function queueSelect(executor: Executor) {
  return executor
    .selectFrom('redemptions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('jobs as j', (join) => join.on(sql<boolean>`j.key = ${payoutJobKeyOf}`))
    .selectAll('r')
    .select(['u.username', 'j.status as payout_job_status', 'j.last_error as payout_job_error']);
}

/** The staff queue: oldest first, so the request nearest its promised time comes first. */
export async function queueRows(executor: Executor, filter: QueueFilter): Promise<QueueRow[]> {
  let query = queueSelect(executor).orderBy('r.id').limit(500);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.method) query = query.where('r.method', '=', filter.method);
  if (filter.userId) query = query.where('r.user_id', '=', filter.userId);
  return query.execute();
}

/** One request as the queue shows it. */
export async function queueRow(executor: Executor, id: bigint): Promise<QueueRow | undefined> {
  return queueSelect(executor).where('r.id', '=', id).executeTakeFirst();
}

/** Requests per status, with the method and player filters (not the status one). */
export async function queueCounts(
  executor: Executor,
  filter: QueueFilter,
): Promise<{ status: RedemptionStatus; count: bigint }[]> {
  let query = executor
    .selectFrom('redemptions')
    .select(['status', sql<bigint>`count(*)::bigint`.as('count')])
    .groupBy('status');
  if (filter.method) query = query.where('method', '=', filter.method);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  return query.execute();
}

/** Requests past their promised time, per stage: awaiting review, and approved but not yet paid. */
export async function overdueCounts(executor: Executor): Promise<{ review: number; payout: number }> {
  const row = await executor
    .selectFrom('redemptions')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'pending_review' AND review_due_at < now())::int`.as(
        'review',
      ),
      sql<number>`count(*) FILTER (WHERE status = 'approved' AND payout_due_at < now())::int`.as('payout'),
    ])
    .where('status', 'in', ['pending_review', 'approved'])
    .executeTakeFirstOrThrow();
  return { review: row.review, payout: row.payout };
}

/** SC (= USD cents) of the player's requests paid between the two times. */
export async function paidTotal(executor: Executor, userId: bigint, from: Date, to: Date): Promise<bigint> {
  const row = await executor
    .selectFrom('redemptions')
    .select(sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('finished_at', '>=', from)
    .where('finished_at', '<', to)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** A verified bank account of the player's, with the vendor's ids to pay it. */
export async function verifiedBankAccount(executor: Executor, userId: bigint, accountId: bigint) {
  return executor
    .selectFrom('ach_accounts as a')
    .innerJoin('ach_payees as p', 'p.user_id', 'a.user_id')
    .select(['a.id', 'a.bank_name', 'a.last4', 'a.vendor_account_id', 'p.vendor_payee_id'])
    .where('a.id', '=', accountId)
    .where('a.user_id', '=', userId)
    .where('a.status', '=', 'verified')
    .executeTakeFirst();
}

/** The player's verified bank accounts, as the redeem screen lists them. */
export async function verifiedBankAccounts(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('ach_accounts')
    .select(['id', 'bank_name', 'last4'])
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .orderBy('id')
    .execute();
}

/** Who the player is for the mail about their request. */
export async function playerContact(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('users')
    .select(['email', 'username', 'frozen_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
