import type { Coin } from '@casino/contract';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import type { Ledger } from '../../../ledger/ledger';
import type { PlayGateRefusal } from '../../eligibility';
import type { PlaySettlements } from '../../games';
import type { JackpotContributions } from '../../jackpots';

/** The eligibility module's gate on a bet: a break, self-exclusion, SC location or the player's limits. */
export interface ProviderBetGate {
  betRefusal(trx: Trx, userId: bigint, coin: Coin, amount: bigint): Promise<PlayGateRefusal | null>;
}

/** What the seamless wallet needs from outside itself. */
export interface ProviderWalletPorts {
  /** Provider transactions and rounds, the rounds' bets rows, the players. */
  db: Database;
  /** Takes bets, pays wins, reverses rolled-back bets. */
  ledger: Ledger;
  /** The single door of settled plays: a closed round leaves through it as a house play does. */
  settlements: Pick<PlaySettlements, 'inTransaction'>;
  gate: ProviderBetGate;
  /** A jackpot game's bet feeds the pools, and may win one, in the bet's own transaction. */
  jackpots: JackpotContributions;
  /** Tells the player's own tabs their balance moved (after the commit; may coalesce, may be lost). */
  balanceChanged(userId: bigint): void;
}
