import type { Trx } from '../../../db/transaction';
import { enqueueEvent } from '../../../realtime/event-outbox';
import type { RealtimeHub } from '../../../realtime/hub';
import { historyRow, type SettledBet } from '../history/bet-rows';

/** Spec §9 "History": queue cap 60, released every 1 s. */
const QUEUE_CAP = 60;
const RELEASE_MS = 1_000;

/**
 * The live feed of settled plays. The player hears their own result at once on App.User.{id}; the
 * public feeds (game-history, and house-bets for high rollers) get one BetResultsBulk a second, so a
 * busy site sends one message a second rather than one per play. The public feeds go straight to the hub:
 * a batch lost with its process is harmless (the lists are a glimpse; the history is in the database).
 */
export class BetFeed {
  private history: ReturnType<typeof historyRow>[] = [];
  private highRollers: ReturnType<typeof historyRow>[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly hub: RealtimeHub) {
    this.timer = setInterval(() => this.release(), RELEASE_MS);
    this.timer.unref();
  }

  /**
   * In the play's transaction: the player's own result, delivered once that commits and never if it rolls
   * back (event outbox). `ownRow` is the bet as its player sees it, when the caller has built it already.
   */
  tellPlayer(trx: Trx, bet: SettledBet, ownRow = historyRow(bet, bet.userId)): Promise<void> {
    return enqueueEvent(trx, `App.User.${bet.userId}`, 'PrivateBetResult', ownRow);
  }

  /**
   * An instant play, once committed: its player's own result and the public feeds' share. The own result
   * does not go through the outbox: the play commits
   * in the ledger's batched statement (`ledger_post_plays`, many players' plays at once), the hot path,
   * which writes no outbox row; a process that dies right after that commit loses this message as it
   * loses the request's answer, and the play is in the player's history.
   */
  settled(bet: SettledBet, highRoller: boolean, ownRow = historyRow(bet, bet.userId)): void {
    this.hub.publish(`App.User.${bet.userId}`, 'PrivateBetResult', ownRow);
    this.showPublicly(bet, highRoller, ownRow);
  }

  /**
   * The public feeds' share of a play, after its transaction has committed (its player was told in it,
   * `tellPlayer`). `ownRow` as there.
   */
  showPublicly(bet: SettledBet, highRoller: boolean, ownRow = historyRow(bet, bet.userId)): void {
    // A public player's row reads the same to everyone.
    const row = bet.privateMode ? historyRow(bet, null) : ownRow;
    enqueue(this.history, row);
    if (highRoller) enqueue(this.highRollers, row);
  }

  release(): void {
    if (this.history.length > 0) {
      this.hub.publish('game-history', 'BetResultsBulk', { history: this.history });
      this.history = [];
    }
    if (this.highRollers.length > 0) {
      this.hub.publish('house-bets', 'BetResultsBulk', { history: this.highRollers });
      this.highRollers = [];
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.release();
  }
}

/** Keeps the newest QUEUE_CAP rows, in place: this runs on every play. */
function enqueue<T>(queue: T[], row: T): void {
  queue.push(row);
  if (queue.length > QUEUE_CAP) queue.splice(0, queue.length - QUEUE_CAP);
}
