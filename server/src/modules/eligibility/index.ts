/**
 * The eligibility gates: whether a player may play, purchase, claim or redeem, and the per-player gate
 * row the instant-play batch reads. Purchases, bonuses and redemptions call `Eligibility`.
 */

export { refreshPlayerGate } from './player-gate';
export type { IdentityStatus, PurchaseTotals } from './ports';
export { latestLocationCheck } from './repository';
export { type Allowance, type ClaimKind, Eligibility } from './service';
