import {
  type CryptoWithdrawalRequest,
  REDEMPTION_UPDATED_EVENT,
  type Redemption,
  type RedemptionList,
  type RedemptionOptions,
  type RedemptionRequest,
  type TaxDetailsAnswer,
  type TaxDetailsForm,
  type TaxSummary,
} from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPrivateEvent } from '../../api/channels';
import { api } from '../../api/client';
import { keys, queryClient } from '../../api/queries';

export const redemptionKeys = {
  all: ['redemptions'] as const,
  options: ['redemptions', 'options'] as const,
  list: ['redemptions', 'list'] as const,
  tax: ['tax'] as const,
  taxSummary: ['tax', 'summary'] as const,
  taxDetails: ['tax', 'details'] as const,
};

/** `GET /api/redemptions/options`: balances, methods and their minimums, accounts, cards, what is missing. */
export function useRedemptionOptions() {
  return useQuery({
    queryKey: redemptionKeys.options,
    queryFn: () => api<RedemptionOptions>('/redemptions/options'),
    staleTime: 0,
  });
}

/** `GET /api/redemptions`: the player's requests, newest first. */
export function useRedemptions() {
  return useQuery({
    queryKey: redemptionKeys.list,
    queryFn: async () => (await api<RedemptionList>('/redemptions')).redemptions,
  });
}

/** Moves SC into the payable account: sent with an Idempotency-Key, so a retry never asks twice. */
export const requestRedemption = (body: RedemptionRequest) =>
  api<Redemption>('/redemptions', { method: 'POST', body, movesCoins: true });

/** `POST /api/coins/withdraw` (spec §7): a crypto redemption, with an Idempotency-Key. */
export const withdrawCrypto = (body: CryptoWithdrawalRequest) =>
  api<Redemption>('/coins/withdraw', { method: 'POST', body, movesCoins: true });

/** The player cancels a request still pending review; its coins come back (an Idempotency-Key too). */
export const cancelRedemption = (id: number) =>
  api<Redemption>(`/redemptions/${id}/cancel`, { method: 'POST', body: {}, movesCoins: true });

/** `GET /api/tax/summary?year=`: the year's prizes against the reporting threshold. */
export function useTaxSummary(year?: number) {
  return useQuery({
    queryKey: [...redemptionKeys.taxSummary, year ?? 'current'],
    queryFn: () => api<TaxSummary>(year ? `/tax/summary?year=${year}` : '/tax/summary'),
  });
}

/** `GET /api/tax/details`: the W-9 style details on file, the SSN masked; null until sent. */
export function useTaxDetails() {
  return useQuery({
    queryKey: redemptionKeys.taxDetails,
    queryFn: async () => (await api<TaxDetailsAnswer>('/tax/details')).details,
  });
}

export const saveTaxDetails = (form: TaxDetailsForm) =>
  api<TaxDetailsAnswer>('/tax/details', { method: 'PUT', body: form });

/** After a request, a cancel or a decision: the requests, the options, the tax figures and the balance. */
export function refreshRedemptions(): void {
  for (const queryKey of [redemptionKeys.all, redemptionKeys.tax, keys.me, ['rollover']])
    void queryClient.invalidateQueries({ queryKey });
}

/** Reads the requests again whenever staff or the payout vendor move one (`redemption-updated`). */
export function useRedemptionUpdates(): void {
  useEffect(() => onPrivateEvent(REDEMPTION_UPDATED_EVENT, refreshRedemptions), []);
}
