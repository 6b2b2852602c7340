import type { Database } from '../../db/database';
import type { RealtimeHub } from '../../realtime/hub';
import { readBalances } from './balance';

/** How long a player's balance changes are gathered before one push: a bet and its win come in a burst. */
const GATHER_MS = 50;

/**
 * Tells a player's tabs their balance when something outside their own requests moved it (a provider's
 * game server betting and paying through the wallet): at most one `balance` push per player per burst,
 * read after the last change. The players whose bursts end while a read is in the database wait and are
 * read together in the next one, so a busy server reads many players' balances in one query. Not durable:
 * a lost push is corrected by the next one or by a reload.
 */
export class BalancePushes {
  private readonly gathering = new Set<bigint>();
  private readonly due = new Set<bigint>();
  /** The read in the database, if one is: the next players wait for it. */
  private reading: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly hub: Pick<RealtimeHub, 'publish'>,
    private readonly log: { error(payload: object, message: string): void },
  ) {}

  readonly changed = (userId: bigint): void => {
    if (this.stopped || this.gathering.has(userId)) return;
    this.gathering.add(userId);
    setTimeout(() => this.gathered(userId), GATHER_MS).unref();
  };

  /**
   * Shutting down: no push from now on (the sockets are closed, the database is about to be); waits for a
   * read already in the database.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.gathering.clear();
    this.due.clear();
    await this.reading;
  }

  private gathered(userId: bigint): void {
    if (this.stopped) return;
    this.gathering.delete(userId);
    this.due.add(userId);
    if (!this.reading)
      this.reading = this.pushDue().finally(() => {
        this.reading = null;
      });
  }

  private async pushDue(): Promise<void> {
    while (this.due.size > 0) {
      const players = [...this.due];
      this.due.clear();
      try {
        const balances = await readBalances(this.db, players);
        for (const [userId, balance] of balances) this.hub.publish(`App.User.${userId}`, 'balance', balance);
      } catch (error) {
        this.log.error({ err: error, players: players.map(String) }, 'balance push failed');
      }
    }
  }
}
