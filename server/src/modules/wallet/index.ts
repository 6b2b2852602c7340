/**
 * The wallet: Gold Coin bundles, their promotions and discounts, purchases through the payment
 * vendor's hosted checkout, and crypto deposits credited as purchases (issue 13). app.ts gives the eligibility gates `purchaseTotals`
 * and the reload bonus `purchaseReloadBasis`.
 */
export type { PayoutUpdates } from './bank/payouts';
export {
  bundlePromotionDraftTerms,
  disablePromotion,
  discountDraftTerms,
  endDiscount,
  listOffers,
  promotionById,
  writeDiscount,
  writePromotion,
} from './bundles/management';
export { type CryptoRates, cryptoTerms } from './crypto/currencies';
export { startDepositWatcher } from './crypto/watcher';
export {
  deniedPurchase,
  deniedPurchaseCount,
  deniedPurchasePage,
  markCleared,
  markRefunded,
  otherDeniedPurchases,
  purchaseCount,
  purchasesOf,
} from './purchases/compliance';
export { purchaseJobHandlers } from './purchases/jobs';
export { purchaseReconcileSweep } from './purchases/reconcile';
export { queueVendorRefund, refundsAtVendor } from './purchases/refund';
export { purchaseReloadBasis } from './purchases/reload-basis';
export { purchaseTotals } from './purchases/totals';
export { walletRoutes } from './routes';
