import type { Coin } from '@casino/contract';
import { minuteOf, type PlaySettled, PlayTally } from '../games';

/** What one player's plays of one game in one coin, settled in one minute, add to their statistics. */
export interface PlayerMinute {
  userId: bigint;
  coin: Coin;
  /** The start of the minute they settled in (`bets.settled_at`, truncated). */
  minute: Date;
  game: string;
  plays: bigint;
  wagered: bigint;
  paidOut: bigint;
  /** The biggest profit of a play that paid more than its wager, and its bet; null without one. */
  bestWin: bigint | null;
  bestWinBet: bigint | null;
  /** The biggest multiplier (4 decimals, as the bet keeps it) of a play that paid anything, and its bet. */
  bestMultiplier: number | null;
  bestMultiplierBet: bigint | null;
}

type Play = Pick<
  PlaySettled,
  'id' | 'userId' | 'game' | 'coin' | 'wager' | 'payout' | 'multiplier' | 'settledAt'
>;

/** This instance's settled plays since its last flush, per player, coin, minute and game. */
export class PlayerTally extends PlayTally<Play, PlayerMinute> {
  protected countOf(play: Play): PlayerMinute {
    const won = play.payout > play.wager;
    const paid = play.wager > 0n && play.payout > 0n;
    return {
      userId: play.userId,
      coin: play.coin,
      minute: minuteOf(play.settledAt),
      game: play.game,
      plays: 1n,
      wagered: play.wager,
      paidOut: play.payout,
      bestWin: won ? play.payout - play.wager : null,
      bestWinBet: won ? play.id : null,
      bestMultiplier: paid ? play.multiplier : null,
      bestMultiplierBet: paid ? play.id : null,
    };
  }

  protected keyOf(count: PlayerMinute): string {
    return `${count.userId} ${count.coin} ${count.minute.getTime()} ${count.game}`;
  }

  protected addTo(into: PlayerMinute, count: PlayerMinute): void {
    into.plays += count.plays;
    into.wagered += count.wagered;
    into.paidOut += count.paidOut;
    if (count.bestWin !== null && (into.bestWin === null || count.bestWin > into.bestWin)) {
      into.bestWin = count.bestWin;
      into.bestWinBet = count.bestWinBet;
    }
    if (
      count.bestMultiplier !== null &&
      (into.bestMultiplier === null || count.bestMultiplier > into.bestMultiplier)
    ) {
      into.bestMultiplier = count.bestMultiplier;
      into.bestMultiplierBet = count.bestMultiplierBet;
    }
  }
}
