/**
 * Bonuses and promotions (issue 13): the daily bonus, top-up, reload, bonus codes, VIP bonuses,
 * rakeback and lossback, each claim one keyed ledger payment; and the reload's port to purchases.
 */
export { bonusAdminRoutes } from './admin-routes';
export { NoReloadBasis, type ReloadablePurchase, type ReloadBasis } from './reload-basis';
export { bonusRoutes } from './routes';
