/**
 * Redemptions (issue 14): players turn redeemable Sweeps Coins into prizes by bank, gift card or crypto;
 * staff decide each request in the back office; the vendors pay them. app.ts builds the module
 * (`createRedemptionsModule`) and hands its `applyDisbursement` to the wallet's bank webhook as
 * `payoutUpdates`. The tax module reads `paidRedemptionsTotal`, the back office's user detail
 * `redemptionsOf` and its queue counts `redemptionQueue`: reads over the database (and, for the
 * queue, the due-soon setting) they are handed, so they need no port; the metrics read
 * `overdueRedemptions` the same way.
 */
export { createRedemptionsModule, type RedemptionsModule } from './module';
export type { RedeemGate, RedemptionsConfig, RedemptionsPorts } from './ports';
export { type QueuePorts, redemptionQueue } from './queue';
export { overdueRedemptions, paidRedemptionsTotal, redemptionsOf } from './read';
