import type { Coin } from '@casino/contract';

/** USD value of one coin, for high-roller thresholds: SC redeems 1:1, GC sells at 10,000 per dollar (spec §9). */
const COINS_PER_USD = { GC: 10_000n, SC: 1n } as const;
/** Plays of at least this much (USD equivalent) go to the high-rollers feed (spec §9). */
const HIGH_ROLLER_USD = 50n;

/** The smallest wager (minor units) that goes to the high-rollers feed in `coin`. */
function highRollerWager(coin: Coin): bigint {
  return HIGH_ROLLER_USD * COINS_PER_USD[coin] * 100n;
}

/** Whether a play goes to the high-rollers feed: a wager worth at least HIGH_ROLLER_USD. */
export function isHighRoller(coin: Coin, wager: bigint): boolean {
  return wager >= highRollerWager(coin);
}

/** The thresholds as the ledger's batch of plays takes them (it flags its bets itself): GC, then SC. */
export function highRollerThresholds(): readonly [bigint, bigint] {
  return [highRollerWager('GC'), highRollerWager('SC')];
}
