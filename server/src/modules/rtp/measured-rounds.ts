import type { Database } from '../../db/database';
import { FlushedTally } from '../games';
import { RoundTally } from './round-tally';
import { addRecent, reconcile } from './totals-repository';

/**
 * Measured RTP kept from the play-settled stream (`FlushedTally`): each round summed in memory per game,
 * coin and minute of `settled_at`, flushed to `rtp_recent`, reconciled from `bets` into `rtp_totals`.
 * A provider win or rollback that changes a round after its minute was reconciled shows after a rebuild
 * only.
 */
export const measuredRounds = (db: Database) =>
  new FlushedTally(new RoundTally(), {
    name: 'rtp',
    write: (increments) => addRecent(db, increments),
    reconcile: (options) => reconcile(db, options),
  });
