/**
 * Bonuses and promotions (issue 13): the daily bonus, top-up, reload, bonus codes, VIP bonuses,
 * rakeback and lossback, each claim one keyed ledger payment; and the reload's port to purchases.
 * Staff codes and VIP bonuses over the threshold are applied by maker-checker's appliers; the sandbox
 * tester's own ones are the dev module's.
 */
export { bonusAdminRoutes } from './admin-routes';
export { applyApprovedBonusCode, createSandboxBonusCode } from './bonus-codes';
export { NoReloadBasis, type ReloadablePurchase, type ReloadBasis } from './reload-basis';
export { bonusRoutes } from './routes';
export { applyApprovedVipBonus, awardSandboxVipBonus } from './vip-bonus';
