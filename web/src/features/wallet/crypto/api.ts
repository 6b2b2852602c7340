import type { CryptoCode, CryptoDeposit, Currency, DepositAddress } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useSiteConfig } from '../../../api/queries';
import { useWalletLocation } from '../location-port';

export const cryptoKeys = {
  currencies: ['currencies'] as const,
  address: (currency: CryptoCode) => ['deposit-address', currency] as const,
  deposits: ['crypto-deposits'] as const,
  sandbox: ['sandbox-chain'] as const,
};

/** `GET /api/currencies`: fiat and crypto (spec §3). */
export function useCurrencies() {
  return useQuery({
    queryKey: cryptoKeys.currencies,
    queryFn: () => api<Currency[]>('/currencies'),
    staleTime: 300_000,
  });
}

/**
 * `POST /api/coins {currency}`: the player's own address; the same one every time. A location check
 * runs first where purchases ask for one (spec §4), as before a bundle's payment.
 */
export function useDepositAddress(currency: CryptoCode) {
  const { data: site } = useSiteConfig();
  const location = useWalletLocation();
  return useQuery({
    queryKey: cryptoKeys.address(currency),
    enabled: site !== undefined,
    queryFn: async () => {
      if (site?.radar_enable_purchase) await location.check();
      return api<DepositAddress>('/coins', { method: 'POST', body: { currency } });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

const OPEN: readonly CryptoDeposit['status'][] = ['pending', 'confirming'];

/** The player's deposits, read again every 2 s while one is still confirming. */
export function useCryptoDeposits() {
  return useQuery({
    queryKey: cryptoKeys.deposits,
    queryFn: () => api<CryptoDeposit[]>('/coins/deposits'),
    refetchInterval: (query) => (query.state.data?.some((d) => OPEN.includes(d.status)) ? 2_000 : false),
  });
}

/** `GET /api/sandbox/chain`: answers only with the sandbox chain (then its tester panel shows). */
export function useSandboxChain() {
  return useQuery({
    queryKey: cryptoKeys.sandbox,
    queryFn: () => api<{ block_ms: number }>('/sandbox/chain'),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const sendTestDeposit = (deposit: {
  currency: CryptoCode;
  address: string;
  tag: string | null;
  amount: string;
}) => api<{ tx_hash: string }>('/sandbox/chain/deposits', { method: 'POST', body: deposit });
