/**
 * The house games module's public face: its factory, the player's plays, the configured edges, the event of a
 * settled play and its door, and the pieces of a play's record that provider rounds share (balance, multiplier,
 * high roller).
 */

export { playBalance } from './bet-money';
export { HOUSE_GAMES, houseGame } from './catalog';
export type { CrashReadiness } from './crash/readiness';
export { historyRow, keptMultiplier, type SettledBet, shownMultiplier } from './history/bet-rows';
export { betDetail, ownPlays } from './history/history';
export { edgeOf, type HouseEdges, houseEdges } from './house-edges';
export { createGamesModule, type GamesModule } from './module';
export { highRollerThresholds, isHighRoller } from './policy/high-roller';
export type { GamesConfig, GamesPorts, PlayEligibility } from './ports';
export { FlushedTally, type TallyFlushes } from './settlement/flushed-tally';
export { type ReconcileOptions, reconcileMinutes, type TallyTables } from './settlement/minute-reconcile';
export type { PlaySettled, PlaySettledListener } from './settlement/play-settled';
export { PlaySettlements } from './settlement/play-settlements';
export { minuteOf, PlayTally } from './settlement/play-tally';
