/**
 * Bonuses and promotions (issue 13): the daily bonus, top-up, reload, bonus codes, VIP bonuses,
 * rakeback and lossback, each claim one keyed ledger payment. The reload's purchases and the claim gate
 * are ports app.ts wires; staff codes and VIP bonuses over the threshold are applied by maker-checker
 * through the module's appliers; the sandbox tester's own ones are the dev module's.
 */
export { createSandboxBonusCode } from './bonus-codes';
export { type BonusesModule, createBonusesModule } from './module';
export type { BonusesPorts, ClaimGate, ReloadablePurchase, ReloadBasis } from './ports';
export { awardSandboxVipBonus } from './vip-bonus';
