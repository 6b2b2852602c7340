import type { Coin } from '@casino/contract';
import type { PlaySettled } from '../games';

/** Sums over one game's settled rounds of one coin, in minor units (numeric in the tables). */
export interface CoinSums {
  game: string;
  coin: Coin;
  /** Rounds with a wager: the ones the RTP ratio counts, summed below. */
  rounds: bigint;
  /** Provider free rounds (a wager of 0), counted apart with what they paid. */
  freeRounds: bigint;
  wager: bigint;
  payout: bigint;
  freePayout: bigint;
  wagerSquared: bigint;
  payoutSquared: bigint;
  wagerPayout: bigint;
}

/** What one game's rounds of one coin, settled in one minute, add to its measured RTP. */
export interface MinuteIncrement extends CoinSums {
  /** The start of the minute its rounds settled in (their `bets.settled_at`, truncated). */
  minute: Date;
}

const MINUTE_MS = 60_000;

/**
 * This instance's settled rounds since its last flush, summed per game, coin and minute: the play-settled
 * listener's whole work is one map lookup and a few bigint additions, with no I/O. The minute is the
 * round's own `settled_at`, so a reconcile recounting that minute from `bets` knows exactly which
 * increments it replaces.
 */
export class RoundTally {
  private increments = new Map<string, MinuteIncrement>();

  /** Counts a settled play (the listener handed to the games module). */
  add(play: Pick<PlaySettled, 'game' | 'coin' | 'wager' | 'payout' | 'settledAt'>): void {
    const { wager, payout } = play;
    const free = wager === 0n;
    this.merge({
      game: play.game,
      coin: play.coin,
      minute: new Date(Math.floor(play.settledAt.getTime() / MINUTE_MS) * MINUTE_MS),
      rounds: free ? 0n : 1n,
      freeRounds: free ? 1n : 0n,
      wager,
      payout: free ? 0n : payout,
      freePayout: free ? payout : 0n,
      wagerSquared: wager * wager,
      payoutSquared: free ? 0n : payout * payout,
      wagerPayout: wager * payout,
    });
  }

  /** Hands over everything counted so far and starts afresh (a flush). */
  take(): MinuteIncrement[] {
    const taken = [...this.increments.values()];
    this.increments = new Map();
    return taken;
  }

  /** Counts again what a failed flush could not write, so the next flush carries it. */
  putBack(increments: readonly MinuteIncrement[]): void {
    for (const increment of increments) this.merge(increment);
  }

  private merge(increment: MinuteIncrement): void {
    const key = `${increment.coin} ${increment.minute.getTime()} ${increment.game}`;
    const current = this.increments.get(key);
    if (!current) {
      this.increments.set(key, { ...increment });
      return;
    }
    current.rounds += increment.rounds;
    current.freeRounds += increment.freeRounds;
    current.wager += increment.wager;
    current.payout += increment.payout;
    current.freePayout += increment.freePayout;
    current.wagerSquared += increment.wagerSquared;
    current.payoutSquared += increment.payoutSquared;
    current.wagerPayout += increment.wagerPayout;
  }
}
