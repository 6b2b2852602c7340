import type { Database } from '../../db/database';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeHub } from '../../realtime/hub';
import { readBalance } from './balance';
import { gameModeOf } from './repository';

/** How long a player's balance changes are gathered before one push: a bet and its win come in a burst. */
const GATHER_MS = 50;

/**
 * Tells a player's tabs their balance when something outside their own requests moved it (a provider's
 * game server betting and paying through the wallet): at most one `balance` push per player per burst,
 * read after the last change. Not durable: a lost push is corrected by the next one or by a reload.
 */
export class BalancePushes {
  private readonly pending = new Set<bigint>();

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly hub: Pick<RealtimeHub, 'publish'>,
    private readonly log: { error(payload: object, message: string): void },
  ) {}

  readonly changed = (userId: bigint): void => {
    if (this.pending.has(userId)) return;
    this.pending.add(userId);
    setTimeout(() => void this.push(userId), GATHER_MS).unref();
  };

  private async push(userId: bigint): Promise<void> {
    this.pending.delete(userId);
    try {
      const balance = await readBalance(this.db, this.ledger, userId, await gameModeOf(this.db, userId));
      this.hub.publish(`App.User.${userId}`, 'balance', balance);
    } catch (error) {
      this.log.error({ err: error, userId: userId.toString() }, 'balance push failed');
    }
  }
}
