import { type RoutesModule, routesModule } from '../../http/typed-routes';
import { orderAdminRoutes } from './admin-routes';
import type { OrdersPorts } from './ports';
import { orderRoutes } from './routes';

/** The orders module as app.ts composes it: the player's cashier orders (list, place, cancel their own); the cashier's queue (list, complete, cancel with a reason). */
export type OrdersModule = RoutesModule;

/** Builds the orders module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createOrdersModule(ports: OrdersPorts): OrdersModule {
  return routesModule(ports, orderRoutes, orderAdminRoutes);
}
