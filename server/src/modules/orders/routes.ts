import { createOrderSchema, orderListSchema, orderSchema, pathIdParamsSchema } from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { grantedCallsLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import type { OrdersPorts } from './ports';
import { cancelOwnOrder, createOrder, listOrders } from './service';

/** Orders a player may place an hour (refused ones do not count): the open cap holds the queue; this stops a create-cancel loop. */
const ORDERS_PER_HOUR = 20;

/**
 * The player's cashier orders (spec §7 `orders`):
 * - `GET /api/orders`: theirs, newest first;
 * - `POST /api/orders {amount, rsn, type}`: a new one (201);
 * - `DELETE /api/orders/:id`: cancel their own open order.
 */
export function orderRoutes(app: Api, ports: OrdersPorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const perHour = grantedCallsLimit(
    ports.rateLimiter,
    (request) => `orders:${currentPlayer(request).userId}`,
    ORDERS_PER_HOUR,
    3600,
  );

  app.get(
    '/api/orders',
    { onRequest: signedIn, schema: { response: { 200: orderListSchema } } },
    async (request) => listOrders(ports.db, currentPlayer(request).userId),
  );
  app.post(
    '/api/orders',
    {
      onRequest: [signedIn, perHour.onRequest],
      onResponse: perHour.onResponse,
      schema: { body: createOrderSchema, response: { 201: orderSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return createOrder(ports.db, currentPlayer(request).userId, request.body);
    },
  );
  app.delete(
    '/api/orders/:id',
    { onRequest: signedIn, schema: { params: pathIdParamsSchema, response: { 200: orderSchema } } },
    async (request) => cancelOwnOrder(ports.db, currentPlayer(request).userId, request.params.id),
  );
}
