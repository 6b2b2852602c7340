import type { Sweep } from '../../../jobs';
import type { ReconcileOptions } from './minute-reconcile';
import type { PlaySettled, PlaySettledListener } from './play-settled';
import type { PlayTally } from './play-tally';

/** How often an instance writes what it has counted: a page reading the tables is at most this far behind. */
export const FLUSH_EVERY_MS = 2_000;
/** How often the reconcile recounts the minutes behind the line from `bets`. */
export const RECONCILE_EVERY_MS = 60_000;
/**
 * How far behind now the reconcile's line stays: far longer than a play's transaction takes from stamping
 * `settled_at` to committing (milliseconds; nothing in the product holds one open for minutes), so every
 * round before the line has committed when it is drawn.
 */
export const RECONCILE_LAG_MS = 5 * 60_000;

/** How a tally of settled plays reaches its tables. */
export interface TallyFlushes<T> {
  /** The sweeps' names start with it ('rtp' gives 'rtp-flush' and 'rtp-reconcile'). */
  name: string;
  /** Adds counts to the recent buckets (an upsert adding), in one statement. */
  write(counts: readonly T[]): Promise<void>;
  /** Recounts the minutes behind the line from `bets` (`reconcileMinutes`: one instance at a time). */
  reconcile(options: ReconcileOptions): Promise<unknown>;
}

/**
 * Counts kept from the play-settled stream without adding work to any play's transaction (dice is a
 * benchmarked hot path: a counter row written by each play would serialise its players). The listener
 * counts in memory; every FLUSH_EVERY_MS each instance adds its own counts to its recent buckets (two
 * instances never count one round twice: each round is heard by the one instance that settled it); every
 * RECONCILE_EVERY_MS one instance recounts the minutes behind its line exactly from `bets` and drops their
 * buckets (`reconcileMinutes`). A crash loses the counts not yet flushed only until their minute is
 * reconciled; a flush whose answer was lost is put back and may count twice, again only until then.
 */
export class FlushedTally<T> {
  constructor(
    private readonly tally: PlayTally<PlaySettled, T>,
    private readonly flushes: TallyFlushes<T>,
  ) {}

  /** Hears a settled play: a few additions in memory, no I/O. */
  readonly playSettled: PlaySettledListener = (play) => this.tally.add(play);

  /** Writes this instance's counts; what could not be written is kept for the next flush. */
  async flush(): Promise<void> {
    const counts = this.tally.take();
    if (counts.length === 0) return;
    try {
      await this.flushes.write(counts);
    } catch (error) {
      this.tally.putBack(counts);
      throw error;
    }
  }

  /** The flush and the reconcile, run on every instance. */
  sweeps(): Sweep[] {
    const { name } = this.flushes;
    return [
      { name: `${name}-flush`, everyMs: FLUSH_EVERY_MS, run: () => this.flush() },
      {
        name: `${name}-reconcile`,
        everyMs: RECONCILE_EVERY_MS,
        run: async () => {
          await this.flushes.reconcile({ lagMs: RECONCILE_LAG_MS });
        },
      },
    ];
  }
}
