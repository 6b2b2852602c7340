import type { Coin } from '@casino/contract';
import { minuteOf, type PlaySettled, PlayTally } from '../games';

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

/**
 * This instance's settled rounds since its last flush, summed per game, coin and minute of `settled_at`.
 */
export class RoundTally extends PlayTally<
  Pick<PlaySettled, 'game' | 'coin' | 'wager' | 'payout' | 'settledAt'>,
  MinuteIncrement
> {
  protected countOf(
    play: Pick<PlaySettled, 'game' | 'coin' | 'wager' | 'payout' | 'settledAt'>,
  ): MinuteIncrement {
    const { wager, payout } = play;
    const free = wager === 0n;
    return {
      game: play.game,
      coin: play.coin,
      minute: minuteOf(play.settledAt),
      rounds: free ? 0n : 1n,
      freeRounds: free ? 1n : 0n,
      wager,
      payout: free ? 0n : payout,
      freePayout: free ? payout : 0n,
      wagerSquared: wager * wager,
      payoutSquared: free ? 0n : payout * payout,
      wagerPayout: wager * payout,
    };
  }

  protected keyOf(increment: MinuteIncrement): string {
    return `${increment.coin} ${increment.minute.getTime()} ${increment.game}`;
  }

  protected addTo(current: MinuteIncrement, increment: MinuteIncrement): void {
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
