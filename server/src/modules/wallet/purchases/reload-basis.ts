import type { ReloadBasis } from '../../bonuses';
import { latestCompletedPurchase } from './repository';

/** The reload bonus's basis (modules/bonuses): the player's latest completed purchase, unless denied. */
export const purchaseReloadBasis: ReloadBasis = { latestPurchase: latestCompletedPurchase };
