/**
 * Cashier orders (spec §3 Order, §7 `orders`): a player's request to the cashier that staff complete or
 * cancel. Orders move no coins. The back office reads `activeOrders` for its queue counts (a read over
 * the database it is handed, so it needs no port).
 */
export { createOrdersModule, type OrdersModule } from './module';
export type { OrdersPorts } from './ports';
export { activeOrders } from './repository';
