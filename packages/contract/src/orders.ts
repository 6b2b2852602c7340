import { z } from 'zod';
import { adminPage, adminPageNumber, adminRowPlayerShape, staffReasonSchema } from './admin';
import { statusCounts } from './lists';
import { positiveAmountSchema } from './money';
import { requiredText } from './text';

/**
 * Cashier orders (spec §3 Order, §7 `orders`, §4 realtime): a player's request to the cashier (help with
 * a purchase, a redemption or anything else) that staff complete or cancel. An order moves no coins by
 * itself: staff act through the purchase, redemption or adjustment tools and then close the order.
 *
 *   active ──staff complete──▶ completed
 *      └──player or staff cancel──▶ cancelled
 */

/** Spec §3: `type` is lowercased; these are the kinds of help a player can ask the cashier for. */
export const ORDER_TYPES = ['purchase', 'redeem', 'other'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec §8: the order form's default amount. */
export const ORDER_DEFAULT_AMOUNT = '500000';

/** A player may keep this many orders open at once; the cashier is people, not a queue to flood. */
export const ORDER_ACTIVE_MAX = 3;

/** Spec §4's realtime texts and the server's refusals. */
export const ORDER_TEXTS = {
  completed: 'Order Completed!',
  cancelled: 'Order Cancelled',
  created: 'Order created',
  notFound: 'This order was not found.',
  notActive: 'This order is no longer active.',
  tooMany: `You already have ${ORDER_ACTIVE_MAX} open orders. Wait for the cashier or cancel one.`,
} as const;

/** Events on the player's private channel `App.User.<id>`, each carrying the order. */
export const ORDER_EVENTS = {
  created: 'order-created',
  completed: 'order-completed',
  cancelled: 'order-cancelled',
} as const;

/** Spec §3's Order plus its status, times and the cancellation's reason. */
export const orderSchema = z.object({
  id: z.string(),
  amount: z.string(),
  rsn: z.string(),
  type: z.enum(ORDER_TYPES),
  is_active: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** Why staff cancelled it; null otherwise. */
  cancel_reason: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Payload of every order event. */
export const orderEventSchema = z.object({ order: orderSchema, message: z.string() });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** `GET /api/orders`: the player's orders, newest first (the web lists active ones as incomplete). */
export const orderListSchema = z.object({ data: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/** `POST /api/orders {amount, rsn, type}`. */
export const createOrderSchema = z.object({
  amount: positiveAmountSchema('Enter an amount with at most two decimals.', { error: 'Enter an amount.' }),
  rsn: requiredText('Say what the order is for.', { min: 3, max: 500 }),
  type: z
    .string({ error: 'Choose purchase, redeem or other.' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(ORDER_TYPES, { error: 'Choose purchase, redeem or other.' })),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

// ---- Back office ----

/** `GET /api/admin/orders?active=&page=`: active=true the open ones, false the closed ones, absent all. */
export const adminOrdersQuerySchema = z.object({
  active: z.enum(['true', 'false'], { error: 'active must be true or false.' }).optional(),
  page: adminPageNumber,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = orderSchema.extend({
  ...adminRowPlayerShape,
  /** The staff member who completed or cancelled it; null while active or when the player cancelled. */
  decided_by: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersPageSchema = adminPage(adminOrderRowSchema).extend({
  counts: statusCounts(ORDER_STATUSES),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** `POST /api/admin/orders/:id/cancel`. */
export const cancelOrderSchema = z.object({ reason: staffReasonSchema });
