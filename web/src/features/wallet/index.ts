/**
 * The wallet feature's public face. The modal is loaded lazily by the shell (`./WalletModal`); other
 * features plug pages into it through the registry types; the home lobby shows the quick-buy section.
 */
export type { WalletLocation } from './location-port';
export type { WalletActionRegistry, WalletPageEntry, WalletPageRegistry } from './pages';
export { QuickBuySection } from './QuickBuySection';
export type { WalletActionName, WalletPageName } from './wallet-params';
