import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/** A completed purchase a reload pays a share of. */
export interface ReloadablePurchase {
  id: string;
  /** What the player paid, in USD cents. */
  cents: bigint;
  completedAt: Date;
}

/**
 * What the reload is based on: the player's latest completed purchase. The purchases module implements
 * it over its `purchases` table; until it does, app.ts passes `NoReloadBasis` and no reload is offered.
 */
export interface ReloadBasis {
  /** The player's latest purchase completed at or after `since`, or null. */
  latestPurchase(executor: Database | Trx, userId: bigint, since: Date): Promise<ReloadablePurchase | null>;
}

export const NoReloadBasis: ReloadBasis = { latestPurchase: async () => null };
