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
  private reading = false;

  constructor(
    private readonly db: Database,
    private readonly hub: Pick<RealtimeHub, 'publish'>,
    private readonly log: { error(payload: object, message: string): void },
  ) {}

  readonly changed = (userId: bigint): void => {
    if (this.gathering.has(userId)) return;
    this.gathering.add(userId);
    setTimeout(() => this.gathered(userId), GATHER_MS).unref();
  };

  private gathered(userId: bigint): void {
    this.gathering.delete(userId);
    this.due.add(userId);
    if (!this.reading) void this.pushDue();
  }

  private async pushDue(): Promise<void> {
    this.reading = true;
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
    this.reading = false;
  }
}
