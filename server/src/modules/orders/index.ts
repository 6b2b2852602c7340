/**
 * Cashier orders (spec §3 Order, §7 `orders`): a player's request to the cashier that staff complete or
 * cancel. Orders move no coins. The back office reads `activeOrders` for its queue counts.
 */
export { orderAdminRoutes } from './admin-routes';
export { activeOrders } from './repository';
export { orderRoutes } from './routes';
