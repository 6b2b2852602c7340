import type { Database } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import type { PlaySettlements } from '../../games';
import type { JackpotContributions } from '../../jackpots';

/** What the seamless wallet needs from outside itself. */
export interface ProviderWalletPorts {
  /** Provider transactions and rounds, the rounds' bets rows, the players, their gates and ledger accounts. */
  db: Database;
  /** The players' house shards (each call's statement moves the coins through `ledger_post`). */
  ledger: Ledger;
  /** The single door of settled plays: a closed round leaves through it as an instant house play does. */
  settlements: Pick<PlaySettlements, 'committed'>;
  /** A jackpot game's bet feeds the pools, and may win one, in the bet's own transaction. */
  jackpots: JackpotContributions;
  /** Tells the player's own tabs their balance moved (after the commit; may coalesce, may be lost). */
  balanceChanged(userId: bigint): void;
  /** How long a launch token admits new bets after its last extension (a bet in its second half extends it). */
  sessionLifetimeMs: number;
  /**
   * Batches of calls that run side by side, each lane owning its share of the house shards and their
   * players (a divisor of 64). Fewer lanes make larger batches, which cost the database less per call.
   */
  lanes: number;
}
