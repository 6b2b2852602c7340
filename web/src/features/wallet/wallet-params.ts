import type { PaymentMethod } from '@casino/contract';
import { useSearchParams } from 'react-router';

/** Spec §2: the wallet's `page` values, and its `action` values. */
export const WALLET_PAGES = ['deposit', 'redeem', 'bonus', 'topup', 'reload'] as const;
export type WalletPageName = (typeof WALLET_PAGES)[number];
export const WALLET_ACTIONS = ['bundles', 'crypto', 'redeem', 'buy', 'paymentForm', 'paysafe'] as const;
export type WalletActionName = (typeof WALLET_ACTIONS)[number];

/** What 'Continue to Payment' puts in the URL (spec §2): action=paysafe with the order. */
export interface PaymentParams {
  pmethod: PaymentMethod;
  amount: string;
  bundleId: number;
  promotionId: number | null;
}

/** The order a bank transfer pays (`action=paymentForm`), and its debit once made (`ref`). */
export interface BankTransferParams {
  amount: string;
  bundleId: number;
  promotionId: number | null;
  ref: string | null;
}

const WALLET_OWNED = ['page', 'action', 'pmethod', 'amount', 'promotionId', 'bundleId', 'ref'];

/** The wallet's place in `?tab=bank&page=…&action=…`, and moves between its views. */
export function useWalletParams() {
  const [params, setParams] = useSearchParams();
  const page = (WALLET_PAGES as readonly string[]).includes(params.get('page') ?? '')
    ? (params.get('page') as WalletPageName)
    : 'deposit';
  const raw = params.get('action');
  const action = (WALLET_ACTIONS as readonly string[]).includes(raw ?? '') ? (raw as WalletActionName) : null;
  const bundleId = Number(params.get('bundleId'));
  const payment: PaymentParams | null =
    action === 'paysafe' && bundleId > 0
      ? {
          pmethod: (params.get('pmethod') ?? 'card') as PaymentMethod,
          amount: params.get('amount') ?? '',
          bundleId,
          promotionId: Number(params.get('promotionId')) || null,
        }
      : null;
  const bankTransfer: BankTransferParams | null =
    action === 'paymentForm' && bundleId > 0
      ? {
          amount: params.get('amount') ?? '',
          bundleId,
          promotionId: Number(params.get('promotionId')) || null,
          ref: params.get('ref'),
        }
      : null;
  const go = (next: Record<string, string | number | null>) =>
    setParams((p) => {
      for (const key of WALLET_OWNED) p.delete(key);
      for (const [key, value] of Object.entries(next)) if (value !== null) p.set(key, String(value));
      return p;
    });
  return {
    page,
    action,
    payment,
    bankTransfer,
    openPage: (next: WalletPageName) => go({ page: next }),
    showBundles: () => go({ page: 'deposit', action: 'bundles' }),
    showCrypto: () => go({ page: 'deposit', action: 'crypto' }),
    pay: (order: PaymentParams) =>
      go({ page: 'buy', action: 'paysafe', ...order, promotionId: order.promotionId ?? null }),
    payByBankTransfer: (order: Omit<BankTransferParams, 'ref'>) => go({ action: 'paymentForm', ...order }),
  };
}

/** Every wallet parameter, for closing the overlay. */
export const WALLET_PARAMS = WALLET_OWNED;
