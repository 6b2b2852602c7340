import {
  CRYPTO_CURRENCIES,
  type CryptoCode,
  type Currency,
  cryptoCurrency,
  decimalUnits,
  FIAT_CODES,
} from '@casino/contract';
import type { Config } from '../../../config';

/**
 * USD per coin the sandbox credits at (`CRYPTO_USD_RATES` overrides any). A live chain vendor would
 * come with a price feed; these are the configured rates the issue asks for.
 */
const DEFAULT_USD_RATES: Record<CryptoCode, string> = {
  BTC: '60000',
  ETH: '3000',
  LTC: '80',
  DOGE: '0.15',
  BCH: '400',
  XRP: '0.5',
  TRX: '0.12',
  EOS: '0.7',
  SOL: '150',
  USDT: '1',
  USDTT: '1',
  USDTE: '1',
  BNB: '550',
  'BNB-BSC': '550',
};

/** Blocks a deposit waits for before it is credited (`CRYPTO_CONFIRMATIONS` overrides any). */
const DEFAULT_CONFIRMATIONS: Record<CryptoCode, number> = {
  BTC: 2,
  ETH: 6,
  LTC: 3,
  DOGE: 6,
  BCH: 3,
  XRP: 1,
  TRX: 3,
  EOS: 1,
  SOL: 2,
  USDT: 6,
  USDTT: 3,
  USDTE: 6,
  BNB: 1,
  'BNB-BSC': 6,
};

const FIAT_NAMES: Record<(typeof FIAT_CODES)[number], [string, string]> = {
  USD: ['US Dollar', '$'],
  EUR: ['Euro', '€'],
  BRL: ['Brazilian Real', 'R$'],
  CAD: ['Canadian Dollar', 'CA$'],
  CNY: ['Chinese Yuan', '¥'],
  JPY: ['Japanese Yen', '¥'],
  KRW: ['South Korean Won', '₩'],
  MXN: ['Mexican Peso', 'MX$'],
  PHP: ['Philippine Peso', '₱'],
  RUB: ['Russian Ruble', '₽'],
  INR: ['Indian Rupee', '₹'],
  DKK: ['Danish Krone', 'kr'],
  IDR: ['Indonesian Rupiah', 'Rp'],
};

/** A crypto currency's terms under this configuration: its USD rate and confirmations needed. */
export interface CryptoTerms {
  usdRate: string;
  confirmations: number;
  minDeposit: string;
}

/** The settings a crypto currency's terms are read from. */
export type CryptoRates = Pick<Config, 'CRYPTO_USD_RATES' | 'CRYPTO_CONFIRMATIONS'>;

export function cryptoTerms(config: CryptoRates, code: CryptoCode): CryptoTerms {
  return {
    usdRate: config.CRYPTO_USD_RATES[code] ?? DEFAULT_USD_RATES[code],
    confirmations: Number(config.CRYPTO_CONFIRMATIONS[code] ?? DEFAULT_CONFIRMATIONS[code]),
    minDeposit: cryptoCurrency(code).minDeposit,
  };
}

/** Spec §3 currencies, fiat then crypto (`GET /api/currencies`). */
export function currencyList(config: CryptoRates): Currency[] {
  const fiat = FIAT_CODES.map((code) => ({
    id: code,
    name: FIAT_NAMES[code][0],
    symbol: FIAT_NAMES[code][1],
    parent_currency_id: null,
    is_crypto: false,
    min_deposit: null,
    network: null,
    tag_name: null,
    usd_rate: null,
    confirmations: null,
  }));
  const crypto = CRYPTO_CURRENCIES.map((c) => {
    const terms = cryptoTerms(config, c.code);
    return {
      id: c.code,
      name: c.name,
      symbol: c.symbol,
      parent_currency_id: c.parent,
      is_crypto: true,
      min_deposit: c.minDeposit,
      network: c.network,
      tag_name: c.tagName,
      usd_rate: terms.usdRate,
      confirmations: terms.confirmations,
    };
  });
  return [...fiat, ...crypto];
}

/** Places crypto amounts and rates are computed to. */
const PLACES = 18;

/** The USD cents `amount` coins are worth at `usdRate`, rounded down (the player never gets a cent more). */
export function usdCents(amount: string, usdRate: string): bigint {
  const product = decimalUnits(amount, PLACES) * decimalUnits(usdRate, PLACES);
  return (product * 100n) / 10n ** BigInt(PLACES * 2);
}

/** Whether `amount` is below `minimum` (both decimal strings in the coin's units). */
export function belowMinimum(amount: string, minimum: string): boolean {
  return decimalUnits(amount, PLACES) < decimalUnits(minimum, PLACES);
}
