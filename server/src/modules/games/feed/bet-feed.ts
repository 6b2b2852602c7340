import type { BetHistoryRow } from '@casino/contract';
import type { RealtimeHub } from '../../../realtime/hub';
import { historyRow } from '../history/bet-rows';
import type { PlaySettled, PlaySettledListener } from '../settlement/play-settled';

/** Spec §9 "History": queue cap 60, released every 1 s. */
const QUEUE_CAP = 60;
const RELEASE_MS = 1_000;

/**
 * The public feeds of settled plays: game-history hears every play, house-bets the high rollers', one
 * BetResultsBulk a second each, so a busy site sends one message a second rather than one per play. They
 * go straight to the hub: a batch lost with its process is harmless (the lists are a glimpse; the
 * history is in the database). Each feed is a listener of the settlement door.
 */
export class BetFeed {
  private history: BetHistoryRow[] = [];
  private highRollers: BetHistoryRow[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly hub: RealtimeHub) {
    this.timer = setInterval(() => this.release(), RELEASE_MS);
    this.timer.unref();
  }

  /** The live feed (game-history): every play. */
  readonly liveFeed: PlaySettledListener = (play) => enqueue(this.history, publicRow(play));

  /** The high-rollers feed (house-bets): plays of a wager worth at least 50 USD. */
  readonly highRollerFeed: PlaySettledListener = (play) => {
    if (play.highRoller) enqueue(this.highRollers, publicRow(play));
  };

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

/** The play as everyone sees it: a private player's name and id hidden; a public player's row as it is. */
function publicRow(play: PlaySettled): BetHistoryRow {
  return play.privateMode ? historyRow(play, null) : play.ownRow;
}

/** Keeps the newest QUEUE_CAP rows, in place: this runs on every play. */
function enqueue<T>(queue: T[], row: T): void {
  queue.push(row);
  if (queue.length > QUEUE_CAP) queue.splice(0, queue.length - QUEUE_CAP);
}
