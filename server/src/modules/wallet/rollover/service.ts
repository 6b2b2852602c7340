import { formatAmount, type Rollover } from '@casino/contract';
import type { Database } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';

/** The player's play-through progress (`GET /api/rollover`), read from their ledger accounts. */
export async function rollover(executor: Database, ledger: Ledger, userId: bigint): Promise<Rollover> {
  const { received, unplayed, redeemable } = await ledger.playThrough(executor, userId);
  const played = received - unplayed;
  // Whole tenths of a percent, in bigint so a large balance loses nothing before the division.
  const progress = received === 0n ? 100 : Number((played * 1000n) / received) / 10;
  return {
    received: formatAmount(received),
    played: formatAmount(played),
    unplayed: formatAmount(unplayed),
    redeemable: formatAmount(redeemable),
    progress,
  };
}
