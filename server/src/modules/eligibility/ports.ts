import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/**
 * Whether a player's identity is verified. The identity module implements it (an approved
 * verification on the player): `verifiedIdentities` of modules/identity.
 */
export interface IdentityStatus {
  isVerified(executor: Database | Trx, userId: bigint): Promise<boolean>;
}

/** What a player has bought, in USD cents: the wallet module implements it (`purchaseTotals`). */
export interface PurchaseTotals {
  /** Cents bought since this moment (the purchase limits' windows). */
  spentSince(executor: Database | Trx, userId: bigint, since: Date): Promise<bigint>;
  /** Cents bought ever (the verification threshold). */
  total(executor: Database | Trx, userId: bigint): Promise<bigint>;
}
