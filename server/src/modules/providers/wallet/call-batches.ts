import type { Database } from '../../../db/database';
import { isTransient } from '../../../db/failures';
import { retrying } from '../../../db/transaction';
import { HOUSE_SHARDS } from '../../../ledger/house-shards';
import { type CallRules, type PostedCall, type WalletRow, walletCalls } from './statements';

/** More calls than this wait for the next batch: bounds one statement's size and its locks. */
const MAX_BATCH = 64;

interface Waiting {
  posted: PostedCall;
  resolve: (row: WalletRow) => void;
  reject: (error: unknown) => void;
}

/**
 * Posts wallet calls in batches (`provider_wallet_calls`), as the ledger's play postings do dice plays:
 * while a lane's batch is in the database, the calls that arrive wait and go together as the next one,
 * so a quiet server applies each call at once and a busy one pays a statement's fixed cost (its round
 * trip, its commit) once for many calls. Players are split into lanes by house shard, so two batches of
 * this instance never want the same player's rows or house account and run side by side.
 */
export class WalletCallBatches {
  private readonly lanes: Lane[];

  constructor(db: Database, rules: CallRules, lanes: number) {
    if (HOUSE_SHARDS % lanes !== 0)
      throw new Error(`wallet call lanes (${lanes}) must divide ${HOUSE_SHARDS}`);
    this.lanes = Array.from({ length: lanes }, () => new Lane(db, rules));
  }

  post(posted: PostedCall): Promise<WalletRow> {
    // A player's house shard is userId mod HOUSE_SHARDS; the lanes divide the shards.
    return (this.lanes[Number(posted.call.userId % BigInt(this.lanes.length))] as Lane).post(posted);
  }
}

class Lane {
  private waiting: Waiting[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly rules: CallRules,
  ) {}

  post(posted: PostedCall): Promise<WalletRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ posted, resolve, reject });
      this.running ??= this.next();
    });
  }

  private async next(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const rows = await this.run(batch);
        for (const [i, w] of batch.entries()) w.resolve(rows[i] as WalletRow);
      } catch (error) {
        // The statement failed as a whole (a deadlock, a lost connection, perhaps after its commit, a
        // call it could not take): each call is posted again alone and fails only for its own reason; one
        // that did commit finds its record and answers its first answer again.
        if (batch.length === 1) (batch[0] as Waiting).reject(error);
        else
          await Promise.all(
            batch.map((w) => this.run([w]).then(([row]) => w.resolve(row as WalletRow), w.reject)),
          );
      }
    }
    this.running = null;
  }

  private run(batch: Waiting[]): Promise<WalletRow[]> {
    // Run again after a lost connection too, perhaps after the commit: each call is keyed by its
    // provider's transaction id, so one that committed answers its first answer and moves nothing, and a
    // blip between the wallet and its database never reaches the provider (who would roll the bet back).
    return retrying(
      () =>
        walletCalls(
          this.db,
          batch.map((w) => w.posted),
          this.rules,
        ),
      isTransient,
    );
  }
}
