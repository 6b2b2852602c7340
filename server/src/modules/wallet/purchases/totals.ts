import type { PurchaseTotals } from '../../eligibility';
import { purchaseStanding } from '../bundles/repository';
import { cryptoCentsSince } from '../crypto/repository';
import { centsBoughtSince } from './repository';

/**
 * What a player has bought, for the eligibility gates: limits count purchases completed or still
 * processing in their window, and credited crypto deposits; the verification threshold counts completed
 * ones (a credited crypto deposit adds to the same total).
 */
export const purchaseTotals: PurchaseTotals = {
  spentSince: async (executor, userId, since) =>
    (await centsBoughtSince(executor, userId, since)) + (await cryptoCentsSince(executor, userId, since)),
  total: async (executor, userId) => (await purchaseStanding(executor, userId)).total_purchases,
};
