import { latestCompletedPurchase } from './repository';

/**
 * The reload bonus's basis (the bonuses module's `ReloadBasis` port, matched by shape): the player's
 * latest completed purchase, unless denied.
 */
export const purchaseReloadBasis = { latestPurchase: latestCompletedPurchase };
