/** The jackpots module's public face: its factory, the wallet's port, and the pools' read for `me`. */
export { createJackpotsModule, type JackpotsModule } from './module';
export { jackpotAmounts } from './pool-amounts';
export type { ContributingBet, JackpotContributions, JackpotsPorts, JackpotWin } from './ports';
