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
