/**
 * Redemptions (issue 14): players turn redeemable Sweeps Coins into prizes by bank, gift card or crypto;
 * staff decide each request in the back office; the vendors pay them. app.ts wires `applyDisbursement`
 * as the bank webhook's `payoutUpdates`, `payoutJobHandlers` and `payoutSweep` into the job worker, and
 * runs `sealStoredGiftCardCodes` at start. The tax module reads `paidRedemptionsTotal`, the back office's
 * user detail `redemptionsOf`.
 */
export { redemptionAdminRoutes } from './admin-routes';
export { sealStoredGiftCardCodes } from './gift-card-codes';
export { payoutSweep } from './payout-sweep';
export { applyDisbursement, payoutJobHandlers } from './payouts';
export { redemptionQueue } from './queue';
export { paidRedemptionsTotal, redemptionsOf } from './read';
export { redemptionRoutes } from './routes';
