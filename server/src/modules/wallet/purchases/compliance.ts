import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { rowCount } from '../../../db/row-counts';
import type { Trx } from '../../../db/transaction';

type Executor = Database | Trx;

/**
 * Purchases the player denied (spec §4), still awaiting compliance: neither refunded nor cleared. The
 * denial froze the account and took back what it could; compliance decides the rest (issue 14).
 */
function awaitingCompliance(db: Executor) {
  return db
    .selectFrom('purchases as p')
    .where('p.confirmation', '=', 'denied')
    .where('p.refunded_at', 'is', null)
    .where('p.compliance_cleared_at', 'is', null);
}

/** How many denied purchases await compliance. */
export function deniedPurchaseCount(db: Executor): Promise<number> {
  return rowCount(awaitingCompliance(db));
}

const staffColumns = [
  'p.id',
  'p.user_id',
  'u.username',
  'u.email',
  'p.payment_method',
  'p.amount',
  'p.gc',
  'p.sc',
  'p.status',
  'p.confirmation',
  'p.credited_gc',
  'p.credited_sc',
  'p.clawed_back_gc',
  'p.clawed_back_sc',
  'p.refunded_at',
  'p.refunded_gc',
  'p.refunded_sc',
  'p.compliance_cleared_at',
  'p.vendor_payment_id',
  'p.vendor_refunded_at',
  'p.created_at',
  'p.confirmed_at',
  // The free spins its promotion gave, if any (the third-party games module's grant): staff deciding on a
  // purchase see them, and see them cancelled once it is refunded.
  'f.rounds as free_spins',
  'f.round_value as free_spin_value',
  'f.coin as free_spin_coin',
  'f.status as free_spins_status',
  'fg.title as free_spins_game',
] as const;

/** One page of the denied purchases awaiting compliance, oldest denial first. */
export function deniedPurchasePage(db: Executor, page: { limit: number; offset: number }) {
  return awaitingCompliance(db)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('free_round_grants as f', 'f.purchase_id', 'p.id')
    .leftJoin('games as fg', 'fg.id', 'f.game_id')
    .select(staffColumns)
    .orderBy('p.confirmed_at')
    .orderBy('p.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A player's purchases for staff, newest first. */
export function purchasesOf(db: Executor, userId: bigint, page: { limit: number; offset: number }) {
  return db
    .selectFrom('purchases as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('free_round_grants as f', 'f.purchase_id', 'p.id')
    .leftJoin('games as fg', 'fg.id', 'f.game_id')
    .select(staffColumns)
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many purchases a player started. */
export function purchaseCount(db: Executor, userId: bigint): Promise<number> {
  return rowCount(db.selectFrom('purchases').where('user_id', '=', userId));
}

/** A denied purchase awaiting compliance (locked FOR UPDATE when `lock`); undefined when there is none by that id. */
export function deniedPurchase(executor: Executor, id: bigint, lock: boolean) {
  const query = awaitingCompliance(executor)
    .select([
      'p.id',
      'p.user_id',
      'p.merchant_ref_num',
      'p.payment_method',
      'p.vendor_payment_id',
      'p.amount',
    ])
    .select(['p.credited_gc', 'p.credited_sc', 'p.clawed_back_gc', 'p.clawed_back_sc'])
    .where('p.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Compliance refunded the purchase; `taken` is every coin taken back, at the denial and now. */
export async function markRefunded(trx: Trx, id: bigint, taken: { gc: bigint; sc: bigint }) {
  await trx
    .updateTable('purchases')
    .set({ refunded_at: sql`now()`, refunded_gc: taken.gc, refunded_sc: taken.sc })
    .where('id', '=', id)
    .execute();
}

/** Compliance cleared the purchase: the coins stay. */
export async function markCleared(trx: Trx, id: bigint) {
  await trx
    .updateTable('purchases')
    .set({ compliance_cleared_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether the player has other denied purchases still awaiting compliance (the freeze stays until none). */
export async function otherDeniedPurchases(trx: Trx, userId: bigint, exceptId: bigint): Promise<boolean> {
  const row = await awaitingCompliance(trx)
    .select('p.id')
    .where('p.user_id', '=', userId)
    .where('p.id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}
