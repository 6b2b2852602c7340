import {
  adminOrderRowSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  cancelOrderSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import type { OrdersPorts } from './ports';
import { adminOrders, decideOrder } from './service';

/**
 * The cashier's side, every call guarded by `orders.decide` (mod and above, with 2FA):
 * - `GET /api/admin/orders?active=&page=`: the orders and the count of each status;
 * - `POST /api/admin/orders/:id/complete`: done ('Order Completed!' to the player);
 * - `POST /api/admin/orders/:id/cancel {reason}`: cancelled ('Order Cancelled').
 */
export function orderAdminRoutes(app: Api, ports: OrdersPorts): void {
  const staff = requireStaff(ports, 'orders.decide');
  const decided = { 200: adminOrderRowSchema };

  app.get(
    '/api/admin/orders',
    {
      preValidation: staff,
      schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersPageSchema } },
    },
    async (request) => adminOrders(ports.db, request.query),
  );
  app.post(
    '/api/admin/orders/:id/complete',
    { preValidation: staff, schema: { params: pathIdParamsSchema, response: decided } },
    async (request) =>
      decideOrder(ports.db, currentPlayer(request).userId, request.params.id, { to: 'completed' }),
  );
  app.post(
    '/api/admin/orders/:id/cancel',
    {
      preValidation: staff,
      schema: { params: pathIdParamsSchema, body: cancelOrderSchema, response: decided },
    },
    async (request) =>
      decideOrder(ports.db, currentPlayer(request).userId, request.params.id, {
        to: 'cancelled',
        reason: request.body.reason,
      }),
  );
}
