import { type AdminOrderRow, formatAmount, type Order } from '@casino/contract';
import type { OrderRow } from './repository';

/** Spec §3's Order as the player sees it: `is_active` while the cashier has not closed it. */
export function orderView(row: OrderRow): Order {
  return {
    id: row.id.toString(),
    amount: formatAmount(row.amount),
    rsn: row.rsn,
    type: row.type,
    is_active: row.status === 'active',
    status: row.status,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
  };
}

export function adminOrderView(row: OrderRow & { username: string | null; email: string }): AdminOrderRow {
  return {
    ...orderView(row),
    user_id: row.user_id.toString(),
    username: row.username,
    email: row.email,
    decided_by: row.decided_by === null ? null : row.decided_by.toString(),
  };
}
