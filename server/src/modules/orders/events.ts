import { ORDER_EVENTS, ORDER_TEXTS, type OrderEvent, type OrderStatus } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';
import type { OrderRow } from './repository';
import { orderView } from './view';

const EVENT_BY_STATUS: Record<OrderStatus, { event: string; message: string }> = {
  active: { event: ORDER_EVENTS.created, message: ORDER_TEXTS.created },
  completed: { event: ORDER_EVENTS.completed, message: ORDER_TEXTS.completed },
  cancelled: { event: ORDER_EVENTS.cancelled, message: ORDER_TEXTS.cancelled },
};

/**
 * Spec §4: an order created opens the player's orders, completed shows 'Order Completed!', cancelled
 * 'Order Cancelled'. Queued on App.User.{id} in the caller's transaction, sent once it commits.
 */
export async function publishOrder(trx: Trx, row: OrderRow): Promise<void> {
  const { event, message } = EVENT_BY_STATUS[row.status];
  const payload: OrderEvent = { order: orderView(row), message };
  await enqueueEvent(trx, `App.User.${row.user_id}`, event, payload);
}
