import type { BetHistoryRow } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Trx } from '../../../db/transaction';
import { queueOwnResult } from '../feed/own-results';
import { historyRow, keptMultiplier, type SettledBet } from '../history/bet-rows';
import { isHighRoller } from '../policy/high-roller';
import type { PlaySettled, PlaySettledListener } from './play-settled';

/**
 * The single door of settled plays (issue 21): every kind of play hands its settled bets here, and here
 * alone each becomes one `PlaySettled`, heard by every listener in the order they subscribed, after the
 * play's commit. A dispatch is a loop over an array: no database round trip, nothing kept.
 */
export class PlaySettlements {
  private readonly listeners: PlaySettledListener[] = [];

  /** `log` reports a listener that failed. */
  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  /** Subscribes a listener to every play settled from now on. */
  onPlaySettled(listener: PlaySettledListener): void {
    this.listeners.push(listener);
  }

  /**
   * Bets settled in the caller's transaction (step games, crash, duels): each player's own result is
   * queued in it (event outbox, sent once it commits and never if it rolls back). Returns the
   * announcement to make once it has committed.
   */
  async inTransaction(trx: Trx, bets: readonly SettledBet[]): Promise<() => void> {
    const plays = bets.map((bet) =>
      playSettled(bet, isHighRoller(bet.coin, bet.wager), historyRow(bet, bet.userId), true),
    );
    for (const play of plays) await queueOwnResult(trx, play);
    return () => {
      for (const play of plays) this.playSettled(play);
    };
  }

  /**
   * An instant play the ledger's batch has committed, with the high-roller flag the batch wrote on its
   * bet and the row its request answers with.
   */
  committed(bet: SettledBet, highRoller: boolean, ownRow: BetHistoryRow): void {
    this.playSettled(playSettled(bet, highRoller, ownRow, false));
  }

  /**
   * Every listener hears the play. One that throws is reported and the others still hear it: the play
   * has committed, and its answer must not turn into an error.
   */
  private playSettled(play: PlaySettled): void {
    for (const listener of this.listeners) {
      try {
        listener(play);
      } catch (error) {
        this.log.error({ err: error, bet: play.id.toString() }, 'a play-settled listener failed');
      }
    }
  }
}

function playSettled(
  bet: SettledBet,
  highRoller: boolean,
  ownRow: BetHistoryRow,
  ownResultQueued: boolean,
): PlaySettled {
  return {
    id: bet.id,
    userId: bet.userId,
    username: bet.username,
    privateMode: bet.privateMode,
    game: bet.game,
    coin: bet.coin,
    wager: bet.wager,
    payout: bet.payout,
    settledAt: bet.settledAt,
    multiplier: keptMultiplier(bet.wager, bet.payout),
    highRoller,
    ownRow,
    ownResultQueued,
  };
}
