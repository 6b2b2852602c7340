import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import { purchaseStanding } from '../bundles/repository';
import { cryptoCentsSince } from '../crypto/repository';
import { centsBoughtSince } from './repository';

type Executor = Database | Trx;

/**
 * What a player has bought, in USD cents, for the eligibility gates (their `PurchaseTotals` port,
 * matched by shape): limits count purchases completed or still processing in their window, and
 * credited crypto deposits; the verification threshold counts completed ones (a credited crypto
 * deposit adds to the same total).
 */
export const purchaseTotals = {
  spentSince: async (executor: Executor, userId: bigint, since: Date): Promise<bigint> =>
    (await centsBoughtSince(executor, userId, since)) + (await cryptoCentsSince(executor, userId, since)),
  total: async (executor: Executor, userId: bigint): Promise<bigint> =>
    (await purchaseStanding(executor, userId)).total_purchases,
};
