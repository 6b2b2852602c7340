import {
  adminOrderRowSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  cancelOrderSchema,
} from '@casino/contract';
import type { Api } from '../../http/typed-routes';
import { decisionQueueRoutes } from '../staff';
import type { OrdersPorts } from './ports';
import { adminOrders, decideOrder } from './service';

/**
 * The cashier's side, every call guarded by `orders.decide` (mod and above, with 2FA):
 * - `GET /api/admin/orders?active=&page=`: the orders and the count of each status;
 * - `POST /api/admin/orders/:id/complete`: done ('Order Completed!' to the player);
 * - `POST /api/admin/orders/:id/cancel {reason}`: cancelled ('Order Cancelled').
 */
export function orderAdminRoutes(app: Api, ports: OrdersPorts): void {
  decisionQueueRoutes(app, ports, {
    url: '/api/admin/orders',
    action: 'orders.decide',
    query: adminOrdersQuerySchema,
    page: adminOrdersPageSchema,
    list: (query) => adminOrders(ports.db, query),
    decided: adminOrderRowSchema,
    yes: { verb: 'complete', to: 'completed' },
    no: { verb: 'cancel', to: 'cancelled', body: cancelOrderSchema },
    decide: (staffId, id, decision) => decideOrder(ports.db, staffId, id, decision),
  });
}
