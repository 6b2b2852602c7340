import type {
  BundlesAnswer,
  FinaliseAnswer,
  PaymentForm,
  PaymentResult,
  PaymentStart,
} from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { keys, queryClient, viewerKey } from '../../api/queries';
import { useLoggedIn, useSession } from '../../api/session';

export const walletKeys = {
  bundles: ['bundles'] as const,
  pendingConfirmation: ['pending-payment-confirmation'] as const,
};

/** `GET /api/bundles`: the ladder, the special discounts and the featured promotion. */
export function useBundles() {
  return useQuery(bundlesQuery(useLoggedIn()));
}

const bundlesQuery = (signedIn: boolean) => ({
  queryKey: viewerKey(walletKeys.bundles, signedIn),
  queryFn: () => api<BundlesAnswer>('/bundles'),
});

/**
 * Asks for the bundles while the wallet's screen is still loading (its chunk is the app's largest after
 * the shell: on a slow phone the bundles' request waited for it to arrive and run).
 */
export const prefetchBundles = () =>
  queryClient.prefetchQuery(bundlesQuery(useSession.getState().token !== null));

/** The oldest purchase awaiting Confirm or Deny (spec §4: found on open, it shows the success screen). */
export function usePendingConfirmation() {
  return useQuery({
    queryKey: walletKeys.pendingConfirmation,
    queryFn: () =>
      api<{ confirmation: { id: number; usd_amount: string } | null }>('/pendingpaymentconfirmation'),
    staleTime: 0,
  });
}

export const startPayment = (form: PaymentForm) =>
  api<PaymentStart>('/payments/paysafe', { method: 'POST', body: { form } });

/** Moves coins: sent with an Idempotency-Key, and once more with it if the answer was lost. */
export const finalisePayment = (body: {
  merchantRefNum: string;
  amount: number;
  paymentHandleToken: string;
  bundleId: number;
  promotionId: number | null;
}) =>
  api<FinaliseAnswer>('/payments/paysafe/finalise', {
    method: 'POST',
    body: { ...body, currencyCode: 'USD' },
    movesCoins: true,
  });

export const paymentResult = (merchantRefNum: string) =>
  api<PaymentResult>(`/payments/paysafe/result?merchantRefNum=${encodeURIComponent(merchantRefNum)}`);

export const confirmPayment = (id: number, status: 1 | 2) =>
  api<{ message: string }>('/confirmpayment', { method: 'POST', body: { id, status }, movesCoins: true });

/** After a purchase or a denial: the player, their offers and the pending confirmation are read again. */
export function refreshAfterPurchase(): void {
  void queryClient.invalidateQueries({ queryKey: keys.me });
  void queryClient.invalidateQueries({ queryKey: walletKeys.bundles });
  void queryClient.invalidateQueries({ queryKey: walletKeys.pendingConfirmation });
}
