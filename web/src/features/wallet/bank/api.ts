import type { AchDebit, BankVerification, IdentityForm, PayeeStatus, SavedAccount } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryClient } from '../../../api/queries';
import { refreshAfterPurchase } from '../api';

export const bankKeys = {
  payee: ['apt-pay', 'verify'] as const,
  accounts: ['apt-pay', 'accounts'] as const,
  debit: (ref: string) => ['apt-pay', 'debit', ref] as const,
};

/** How far the player's bank-transfer set-up has come (`GET /api/apt-pay/verify`). */
export function usePayeeStatus() {
  return useQuery({ queryKey: bankKeys.payee, queryFn: () => api<PayeeStatus>('/apt-pay/verify') });
}

/** The player's saved bank accounts (`GET /api/apt-pay/getaccounts`). */
export function useSavedAccounts(enabled: boolean) {
  return useQuery({
    queryKey: bankKeys.accounts,
    queryFn: () => api<SavedAccount[]>('/apt-pay/getaccounts'),
    enabled,
  });
}

/** A debit's state, read again every 2 s while the bank has not decided. */
export function useDebit(ref: string) {
  return useQuery({
    queryKey: bankKeys.debit(ref),
    queryFn: () => api<AchDebit>(`/apt-pay/ach-debit/${encodeURIComponent(ref)}`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}

export const addIdentity = (form: IdentityForm) =>
  api<PayeeStatus>('/apt-pay/add/identity', { method: 'POST', body: form });

export const startWidget = () => api<BankVerification>('/apt-pay/verification');

export const addAccount = (numbers: { routing_number: string; account_number: string }) =>
  api<SavedAccount>('/apt-pay/verify-account', { method: 'POST', body: numbers });

export const verifyMicroDeposits = (body: { account_id: number; amount1: number; amount2: number }) =>
  api<SavedAccount>('/apt-pay/verify-micro', { method: 'POST', body });

export const removeAccount = (id: number) =>
  api<SavedAccount[]>(`/apt-pay/removesaved/${id}`, { method: 'POST', body: {} });

interface Order {
  amount: string;
  bundleId: number;
  promotionId?: number;
}

/** Debits a saved, verified account for the order (sent with an Idempotency-Key). */
export const createDebit = (body: Order & { account_id: number }) =>
  api<AchDebit>('/apt-pay/ach-debit/create', { method: 'POST', body, movesCoins: true });

/** Saves the account the widget linked and debits it for the order (sent with an Idempotency-Key). */
export const payWithWidget = (body: Order & { result: 'linked'; referenceId: string }) =>
  api<AchDebit>('/apt-pay/ach-debit/flinks', { method: 'POST', body, movesCoins: true });

/** After a settled debit: what any purchase refreshes (the player, offers, the pending confirmation). */
export function refreshAfterDebit(): void {
  refreshAfterPurchase();
  void queryClient.invalidateQueries({ queryKey: bankKeys.accounts });
}

/**
 * The sandbox bank's statement of an account: the two micro-deposits it sent, in cents. The route exists
 * only with the sandbox vendor, so a live configuration answers 404 and nothing is shown.
 */
export function useSandboxStatement(accountId: number) {
  return useQuery({
    queryKey: ['apt-pay', 'sandbox-statement', accountId] as const,
    queryFn: () => api<{ deposits: number[] }>(`/sandbox/apt-pay/statement/${accountId}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
