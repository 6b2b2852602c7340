import type { OrderStatus, OrderType } from '@casino/contract';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { countInStatus, countsInEachStatus, newestOfPlayer } from '../../db/row-counts';
import type { CashierOrdersTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

export type OrderRow = Selectable<CashierOrdersTable>;

/**
 * Opens an order unless the player already has `max` open: the player's row is locked first, so two
 * orders racing each other count one another. Answers undefined when the player is at the cap.
 */
export async function openOrder(
  trx: Trx,
  order: { userId: bigint; amount: bigint; rsn: string; type: OrderType },
  max: number,
): Promise<OrderRow | undefined> {
  await trx.selectFrom('users').select('id').where('id', '=', order.userId).forUpdate().execute();
  const open = await trx
    .selectFrom('cashier_orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', order.userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  if (Number(open.count) >= max) return undefined;
  return trx
    .insertInto('cashier_orders')
    .values({ user_id: order.userId, amount: order.amount, rsn: order.rsn, type: order.type })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Closes an order only if it is still active (and, for the player's own cancel, theirs): the UPDATE's
 * row lock and WHERE make a staff completion and a cancel exclusive, the second finding nothing.
 */
export async function closeOrder(
  trx: Trx,
  id: bigint,
  to: Exclude<OrderStatus, 'active'>,
  changes: { decidedBy: bigint | null; cancelReason: string | null; ownerId?: bigint },
): Promise<OrderRow | undefined> {
  let query = trx
    .updateTable('cashier_orders')
    .set({
      status: to,
      closed_at: sql`now()`,
      decided_by: changes.decidedBy,
      cancel_reason: changes.cancelReason,
    })
    .where('id', '=', id)
    .where('status', '=', 'active');
  if (changes.ownerId !== undefined) query = query.where('user_id', '=', changes.ownerId);
  return query.returningAll().executeTakeFirst();
}

export async function orderById(executor: Executor, id: bigint): Promise<OrderRow | undefined> {
  return executor.selectFrom('cashier_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The player's orders, newest first. */
export async function ordersOfPlayer(executor: Executor, userId: bigint): Promise<OrderRow[]> {
  return newestOfPlayer(executor, 'cashier_orders', userId, 100);
}

/** Orders waiting for the cashier: the back office's queue count. */
export function activeOrders(executor: Executor): Promise<number> {
  return countInStatus(executor, 'cashier_orders', 'active');
}

export function countsByStatus(executor: Executor): Promise<Record<OrderStatus, number>> {
  return countsInEachStatus(executor, 'cashier_orders', { active: 0, completed: 0, cancelled: 0 });
}

/** One page of orders with their players; `active` true the open ones, false the closed ones. */
export async function ordersPage(
  executor: Executor,
  active: boolean | undefined,
  window: { limit: number; offset: number },
) {
  let query = executor.selectFrom('cashier_orders').innerJoin('users', 'users.id', 'cashier_orders.user_id');
  if (active !== undefined) query = query.where('cashier_orders.status', active ? '=' : '<>', 'active');
  const [rows, total] = await Promise.all([
    query
      .selectAll('cashier_orders')
      .select(['users.username', 'users.email'])
      // The oldest open order first: the cashier serves them in the order they came.
      .orderBy('cashier_orders.id', active ? 'asc' : 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
