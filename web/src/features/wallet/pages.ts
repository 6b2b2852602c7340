import type { ComponentType } from 'react';
import { DailyBonusPage, ReloadPage, TopUpPage } from '../bonuses';
import { BuyBundlePage } from './BuyBundlePage';
import { PaymentFormPage } from './bank/PaymentFormPage';
import { CryptoPage } from './crypto/CryptoPage';
import { RedeemPage } from './redeem/RedeemPage';
import type { WalletActionName, WalletPageName } from './wallet-params';

/**
 * One page of the wallet: its tab label, the wallet's title while it is open (the coin it is about), its
 * screen, and whether its tab shows (reload: only when available).
 */
export interface WalletPageEntry {
  label: string;
  title: string;
  Component: ComponentType;
  /**
   * A page whose tab shows only while it is open or `available` (spec §2: Reload shows only when a
   * reload is available; the wallet asks the bonuses feature).
   */
  tabWhenAvailable?: boolean;
}

/** Every `page` of the wallet (spec §2); features plug their screens in here. */
export type WalletPageRegistry = Record<WalletPageName, WalletPageEntry>;

/** Actions that replace the page's screen (`action=crypto`, `paymentForm`, `redeem`); the rest are deposit's. */
export type WalletActionRegistry = Partial<Record<WalletActionName, ComponentType>>;

export const WALLET_PAGE_REGISTRY: WalletPageRegistry = {
  deposit: { label: 'Buy Bundle', title: 'Buy Gold Coins', Component: BuyBundlePage },
  redeem: { label: 'Redeem', title: 'Redeem Sweeps Coins', Component: RedeemPage },
  bonus: { label: 'Daily Bonus', title: 'Daily Bonus', Component: DailyBonusPage },
  topup: { label: 'Top-Up', title: 'Top-Up', Component: TopUpPage },
  reload: { label: 'Reload', title: 'Reload', Component: ReloadPage, tabWhenAvailable: true },
};

export const WALLET_ACTION_REGISTRY: WalletActionRegistry = {
  crypto: CryptoPage,
  paymentForm: PaymentFormPage,
  redeem: RedeemPage,
};
