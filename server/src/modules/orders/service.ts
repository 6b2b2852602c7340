import {
  ADMIN_PAGE_SIZE,
  type AdminOrderRow,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type CreateOrder,
  ORDER_ACTIVE_MAX,
  ORDER_TEXTS,
  type Order,
  type OrderList,
  parseAmount,
} from '@casino/contract';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { recordStaffAction, refuseOwnAccount } from '../staff';
import { playerContact } from '../users';
import { publishOrder } from './events';
import { closeOrder, countsByStatus, openOrder, orderById, ordersOfPlayer, ordersPage } from './repository';
import { adminOrderView, orderView } from './view';

/**
 * `POST /api/orders {amount, rsn, type}`: the player asks the cashier; at most `ORDER_ACTIVE_MAX` open
 * at once. The order and its 'order-created' message commit together. No coins move.
 */
export async function createOrder(db: Database, userId: bigint, body: CreateOrder): Promise<Order> {
  const amount = parseAmount(body.amount);
  if (amount === null || amount <= 0n) throw fieldError('amount', 'Enter an amount above zero.');
  return inTransaction(db, async (trx) => {
    const row = await openOrder(trx, { userId, amount, rsn: body.rsn, type: body.type }, ORDER_ACTIVE_MAX);
    if (!row) throw new AppError('LIMIT_REACHED', ORDER_TEXTS.tooMany);
    await publishOrder(trx, row);
    return orderView(row);
  });
}

/** `GET /api/orders`: the player's orders, newest first, open and closed. */
export async function listOrders(db: Database, userId: bigint): Promise<OrderList> {
  return { data: (await ordersOfPlayer(db, userId)).map(orderView) };
}

/**
 * `DELETE /api/orders/:id`: the player cancels their own open order. Another player's order is
 * answered as not found (it is none of theirs); a closed one as no longer active.
 */
export async function cancelOwnOrder(db: Database, userId: bigint, id: bigint | null): Promise<Order> {
  return inTransaction(db, async (trx) => {
    const found = id === null ? undefined : await orderById(trx, id);
    if (!found || found.user_id !== userId) throw new AppError('NOT_FOUND', ORDER_TEXTS.notFound);
    const row = await closeOrder(trx, found.id, 'cancelled', {
      decidedBy: null,
      cancelReason: null,
      ownerId: userId,
    });
    if (!row) throw new AppError('CONFLICT', ORDER_TEXTS.notActive);
    await publishOrder(trx, row);
    return orderView(row);
  });
}

/** `GET /api/admin/orders?active=&page=`: the cashier's list with the count of each status. */
export async function adminOrders(db: Database, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const active = query.active === undefined ? undefined : query.active === 'true';
  const window = { limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE };
  const { rows, total } = await ordersPage(db, active, window);
  return {
    data: rows.map(adminOrderView),
    page: query.page,
    per_page: ADMIN_PAGE_SIZE,
    total,
    counts: await countsByStatus(db),
  };
}

/**
 * Staff close an open order: completed (the cashier did what was asked, through the purchase,
 * redemption or adjustment tools) or cancelled with a reason. A completion racing a cancel closes it
 * once; the loser is told it is no longer active. Audited, and the player told in realtime.
 */
export async function decideOrder(
  db: Database,
  staffId: bigint,
  id: bigint | null,
  decision: { to: 'completed' } | { to: 'cancelled'; reason: string },
): Promise<AdminOrderRow> {
  return inTransaction(db, async (trx) => {
    const found = id === null ? undefined : await orderById(trx, id);
    if (!found) throw new AppError('NOT_FOUND', ORDER_TEXTS.notFound);
    refuseOwnAccount(staffId, found.user_id);
    const reason = decision.to === 'cancelled' ? decision.reason : null;
    const row = await closeOrder(trx, found.id, decision.to, { decidedBy: staffId, cancelReason: reason });
    if (!row) throw new AppError('CONFLICT', ORDER_TEXTS.notActive);
    await recordStaffAction(trx, {
      staffId,
      action: 'orders.decide',
      subjectUserId: row.user_id,
      subjectType: 'cashier_order',
      subjectId: row.id,
      before: { status: found.status },
      after: { status: row.status },
      reason,
    });
    await publishOrder(trx, row);
    return adminOrderView({ ...row, ...(await playerContact(trx, row.user_id)) });
  });
}
