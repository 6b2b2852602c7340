import type { Api } from '../../http/typed-routes';
import { orderAdminRoutes } from './admin-routes';
import type { OrdersPorts } from './ports';
import { orderRoutes } from './routes';

/** The orders module as app.ts composes it. */
export interface OrdersModule {
  /** The player's cashier orders: list, place, cancel their own. */
  routes(app: Api): void;
  /** The cashier's queue: list, complete, cancel with a reason. */
  adminRoutes(app: Api): void;
}

/** Builds the orders module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createOrdersModule(ports: OrdersPorts): OrdersModule {
  return {
    routes: (app) => orderRoutes(app, ports),
    adminRoutes: (app) => orderAdminRoutes(app, ports),
  };
}
