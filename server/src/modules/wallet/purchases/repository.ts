import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { PurchaseStatus, PurchasesTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';

type Executor = Database | Trx;
export type PurchaseRow = Selectable<PurchasesTable>;

export function insertPurchase(trx: Trx, purchase: Insertable<PurchasesTable>) {
  return trx.insertInto('purchases').values(purchase).returningAll().executeTakeFirstOrThrow();
}

/** The player's own purchase by its checkout reference (another player's is not found). */
export function purchaseByReference(executor: Executor, userId: bigint, merchantRefNum: string) {
  return executor
    .selectFrom('purchases')
    .selectAll()
    .where('merchant_ref_num', '=', merchantRefNum)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A purchase by its id, whoever's it is (the finalise and reconcile jobs). */
export function purchaseById(executor: Executor, id: bigint) {
  return executor.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Keeps the checkout's handle on an open purchase, so a finalise that dies after this commit is paid
 * by its job. The first handle stays: the vendor answers one payment per merchantRefNum whichever
 * of the reference's handles asks.
 */
export function recordPaymentHandle(trx: Trx, id: bigint, token: string) {
  return trx
    .updateTable('purchases')
    .set({ payment_handle_token: sql`coalesce(payment_handle_token, ${token})` })
    .where('id', '=', id)
    .where('status', 'in', ['initiated', 'processing'])
    .execute();
}

/** Forgets a handle the vendor refused for this purchase (another reference's), and only that one. */
export function forgetPaymentHandle(executor: Executor, id: bigint, token: string) {
  return executor
    .updateTable('purchases')
    .set({ payment_handle_token: null })
    .where('id', '=', id)
    .where('payment_handle_token', '=', token)
    .execute();
}

/**
 * Open vendor purchases, oldest first, that reconciliation asks the vendor about: processing ones and
 * initiated ones with a handle once `afterMs` old, initiated ones without a handle (no finalise ever
 * reached us) only once `abandonedMs` old; none whose reconciliation job (`jobKeyPrefix` + id) is dead. ACH debits
 * settle by their own webhook (bank/).
 */
export function purchasesToReconcile(
  executor: Executor,
  ages: { afterMs: number; abandonedMs: number; jobKeyPrefix: string },
  limit: number,
) {
  const ago = (ms: number) => sql<Date>`now() - make_interval(secs => ${ms / 1000})`;
  return (
    executor
      .selectFrom('purchases')
      .select(['id'])
      .where('status', 'in', ['initiated', 'processing'])
      .where('payment_method', '<>', 'ach_debit')
      .where('created_at', '<', ago(ages.afterMs))
      // One whose reconciliation is dead waits for staff (Money jobs), not for the next sweep.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('jobs')
              .select('jobs.id')
              .where('jobs.key', '=', sql<string>`${ages.jobKeyPrefix} || purchases.id`)
              .where('jobs.status', '=', 'dead'),
          ),
        ),
      )
      .where((eb) =>
        eb.or([
          eb('status', '=', 'processing'),
          eb('payment_handle_token', 'is not', null),
          eb('created_at', '<', ago(ages.abandonedMs)),
        ]),
      )
      .orderBy('created_at')
      .limit(limit)
      .execute()
  );
}

/**
 * Closes an initiated purchase no finalise reached once it is `abandonedMs` old: its checkout can no
 * longer be paid. Answers whether it was closed.
 */
export async function expireAbandoned(executor: Executor, id: bigint, abandonedMs: number) {
  const expired = await executor
    .updateTable('purchases')
    .set({ status: 'expired', vendor_status: 'EXPIRED' })
    .where('id', '=', id)
    .where('status', '=', 'initiated')
    .where('payment_handle_token', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${abandonedMs / 1000})`)
    .executeTakeFirst();
  return expired.numUpdatedRows > 0n;
}

/** Locks the player's row: a player's purchases complete one at a time, so only one is their first. */
export function lockPurchaser(trx: Trx, userId: bigint) {
  return trx
    .selectFrom('users')
    .select(['total_purchases'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Completes a purchase that is not completed or failed yet; undefined when another finalise got there
 * first (then nothing is credited twice).
 */
export function completePurchase(
  trx: Trx,
  id: bigint,
  credit: { gc: bigint; sc: bigint; paymentId: string },
) {
  return trx
    .updateTable('purchases')
    .set({
      status: 'completed',
      vendor_status: 'COMPLETED',
      vendor_payment_id: credit.paymentId,
      credited_gc: credit.gc,
      credited_sc: credit.sc,
      confirmation: 'pending',
      completed_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['initiated', 'processing'])
    .returningAll()
    .executeTakeFirst();
}

/** Records a vendor status short of completion; a completed purchase is never moved back. */
export function recordVendorStatus(
  trx: Trx,
  id: bigint,
  status: Exclude<PurchaseStatus, 'completed'>,
  vendorStatus: string,
  failure: string | null,
) {
  return trx
    .updateTable('purchases')
    .set({ status, vendor_status: vendorStatus, failure })
    .where('id', '=', id)
    .where('status', 'in', ['initiated', 'processing'])
    .execute();
}

export function addToTotalPurchases(trx: Trx, userId: bigint, cents: bigint) {
  return trx
    .updateTable('users')
    .set({ total_purchases: sql`total_purchases + ${cents}` })
    .where('id', '=', userId)
    .execute();
}

/** The player's oldest purchase awaiting Confirm or Deny, or the one named; locked when asked. */
export function awaitingConfirmation(executor: Executor, userId: bigint, id?: bigint, lock = false) {
  let query = executor
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmation', '=', 'pending')
    .orderBy('id')
    .limit(1);
  if (id !== undefined) query = query.where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function recordConfirmation(
  trx: Trx,
  id: bigint,
  answer: { confirmation: 'confirmed' | 'denied'; clawedBack?: { gc: bigint; sc: bigint } },
) {
  return trx
    .updateTable('purchases')
    .set({
      confirmation: answer.confirmation,
      confirmed_at: sql`now()`,
      ...(answer.clawedBack
        ? { clawed_back_gc: answer.clawedBack.gc, clawed_back_sc: answer.clawedBack.sc }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A denial freezes the player's account pending compliance (spec §4). */
export function freezePlayer(trx: Trx, userId: bigint, reason: string) {
  return trx
    .updateTable('users')
    .set({ frozen_at: sql`now()`, freeze_reason: reason })
    .where('id', '=', userId)
    .execute();
}

/** USD cents the player bought, completed or still processing, since `since` (purchase limits). */
export async function centsBoughtSince(executor: Executor, userId: bigint, since: Date): Promise<bigint> {
  const row = await executor
    .selectFrom('purchases')
    .select(sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('cents'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['completed', 'processing'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.cents;
}

/** The player's latest purchase completed at or after `since` and not denied: what a reload pays a share of. */
export async function latestCompletedPurchase(
  executor: Executor,
  userId: bigint,
  since: Date,
): Promise<{ id: string; cents: bigint; completedAt: Date } | null> {
  const row = await executor
    .selectFrom('purchases')
    .select(['id', 'amount', 'completed_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('completed_at', '>=', since)
    .where((eb) => eb.or([eb('confirmation', 'is', null), eb('confirmation', '<>', 'denied')]))
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.completed_at) return null;
  return { id: String(row.id), cents: row.amount, completedAt: row.completed_at };
}
