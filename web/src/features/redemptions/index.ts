// The redemptions feature's public face: the settings tabs (requests and taxes), and what the wallet's
// Redeem page uses (the options, the calls, the tax form, the requests' cards).
export {
  refreshRedemptions,
  requestRedemption,
  useRedemptionOptions,
  useRedemptionUpdates,
  withdrawCrypto,
} from './api';
export { RedemptionCard } from './RedemptionCard';
export { RedemptionsSettings } from './RedemptionsSettings';
export { TaxDetailsForm } from './TaxDetailsForm';
export { TaxSettings } from './TaxSettings';
