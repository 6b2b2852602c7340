import type { Database } from '../../db/database';
import type { Sweep } from '../../jobs';
import type { PlaySettledListener } from '../games';
import { RoundTally } from './round-tally';
import { addRecent, reconcile } from './totals-repository';

/** How often an instance writes what it has counted: the public page is at most this far behind. */
export const FLUSH_EVERY_MS = 2_000;
/** How often the reconcile recounts the minutes behind the line from `bets`. */
export const RECONCILE_EVERY_MS = 60_000;
/**
 * How far behind now the reconcile's line stays: far longer than a play's transaction takes from stamping
 * `settled_at` to committing (milliseconds; nothing in the product holds one open for minutes), so every
 * round before the line has committed when it is drawn.
 */
export const RECONCILE_LAG_MS = 5 * 60_000;

/**
 * Measured RTP kept from the play-settled stream without adding work to any play's transaction (dice is a
 * benchmarked hot path: a counter row per game written by each play would serialise its players).
 *
 * - The listener sums each round in memory, per game, coin and minute of `settled_at`.
 * - Every FLUSH_EVERY_MS each instance adds its own sums to `rtp_recent` (upsert adding): two instances
 *   never count one round twice, since each round is heard by the one instance that settled it.
 * - Every RECONCILE_EVERY_MS one instance (a row lock; the others skip) recounts the minutes older than
 *   RECONCILE_LAG_MS exactly from `bets` into `rtp_totals` and drops their flushed buckets. A first start
 *   (nothing reconciled yet) recounts every bet: the rebuild.
 *
 * A crash loses the sums not yet flushed (and a failed last flush at shutdown) (at most FLUSH_EVERY_MS of play) from the page for a few
 * minutes, never for good: the reconcile recounts those minutes from the committed bets. A flush whose
 * answer was lost is put back and may count twice, again only until its minute is reconciled. A provider
 * win or rollback that changes a round after its minute was reconciled shows after a rebuild only.
 */
export class MeasuredRounds {
  private readonly tally = new RoundTally();

  constructor(private readonly db: Database) {}

  /** Hears a settled play: a few additions in memory, no I/O. */
  readonly playSettled: PlaySettledListener = (play) => this.tally.add(play);

  /** Writes this instance's counts; what could not be written is kept for the next flush. */
  async flush(): Promise<void> {
    const increments = this.tally.take();
    try {
      await addRecent(this.db, increments);
    } catch (error) {
      this.tally.putBack(increments);
      throw error;
    }
  }

  /** The flush and the reconcile, run on every instance. */
  sweeps(): Sweep[] {
    return [
      { name: 'rtp-flush', everyMs: FLUSH_EVERY_MS, run: () => this.flush() },
      {
        name: 'rtp-reconcile',
        everyMs: RECONCILE_EVERY_MS,
        run: async () => {
          await reconcile(this.db, { lagMs: RECONCILE_LAG_MS });
        },
      },
    ];
  }
}
