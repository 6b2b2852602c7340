/**
 * The wallet: Gold Coin bundles, their promotions and discounts, purchases through the payment
 * vendor's hosted checkout, by bank transfer, and crypto deposits credited as purchases (issue 13).
 * app.ts builds it (`createWalletModule`) and gives the eligibility gates its `purchaseTotals` and the
 * reload bonus its `reloadBasis` (also exported by name: stateless reads over the caller's executor,
 * which the eligibility gates need before the wallet, which asks them, is built). The back office reads
 * the bundle management, denied purchases and refunds below.
 */
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
export { createWalletModule, type WalletModule } from './module';
export type { FreeRoundsGrant, PayoutUpdates, PurchaseGate, WalletConfig, WalletPorts } from './ports';
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
export { queueVendorRefund, refundsAtVendor } from './purchases/refund';
export { purchaseReloadBasis } from './purchases/reload-basis';
export { purchaseTotals } from './purchases/totals';
