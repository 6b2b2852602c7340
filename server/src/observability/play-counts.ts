import type { Coin } from '@casino/contract';

/**
 * Plays and play batches as they happen, in plain integers: on the play's path this costs an
 * increment, never a metric's label lookup. The metrics copy them into their counters at scrape time.
 */
export class PlayCounts {
  /** Settled plays per game and coin. */
  readonly byGame = new Map<string, Record<Coin, number>>();
  /** Statements of the ledger's batched instant plays, and the plays they carried. */
  batches = 0;
  batchedPlays = 0;

  /** The games' play-settled listener: every settled play of every kind passes here. */
  readonly playSettled = (play: { game: string; coin: Coin }): void => {
    let counts = this.byGame.get(play.game);
    if (!counts) {
      counts = { GC: 0, SC: 0 };
      this.byGame.set(play.game, counts);
    }
    counts[play.coin]++;
  };

  /** The ledger's batched statement posted `plays` instant plays. */
  readonly batchPosted = (plays: number): void => {
    this.batches++;
    this.batchedPlays += plays;
  };
}
