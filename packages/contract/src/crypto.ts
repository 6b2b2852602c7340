import { z } from 'zod';

/**
 * Spec §3 currency codes. A crypto code is one coin on one network: USDTE and USDTT are USDT on Ethereum
 * and on Tron, BNB-BSC is BNB on the Smart Chain (their `parent` is the coin a player picks first).
 */
export const CRYPTO_CODES = [
  'BTC',
  'ETH',
  'LTC',
  'DOGE',
  'BCH',
  'XRP',
  'TRX',
  'EOS',
  'SOL',
  'USDT',
  'USDTT',
  'USDTE',
  'BNB',
  'BNB-BSC',
] as const;
export type CryptoCode = (typeof CRYPTO_CODES)[number];

export const FIAT_CODES = [
  'USD',
  'EUR',
  'BRL',
  'CAD',
  'CNY',
  'JPY',
  'KRW',
  'MXN',
  'PHP',
  'RUB',
  'INR',
  'DKK',
  'IDR',
] as const;
export type FiatCode = (typeof FIAT_CODES)[number];

/** A crypto currency's deposit facts that both sides need (names, networks, tags, warnings). */
export interface CryptoCurrencyFacts {
  code: CryptoCode;
  name: string;
  symbol: string;
  parent: CryptoCode | null;
  network: string;
  /** What the chain calls the extra field that names the player at a shared address, or null. */
  tagName: 'Destination tag' | 'Memo' | null;
  /** The least a deposit may be (in the coin): less is never credited. */
  minDeposit: string;
}

/** The crypto currencies deposits are taken in (spec §3); rates and confirmations are the server's. */
export const CRYPTO_CURRENCIES: readonly CryptoCurrencyFacts[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    symbol: '₿',
    parent: null,
    network: 'Bitcoin',
    tagName: null,
    minDeposit: '0.0001',
  },
  {
    code: 'ETH',
    name: 'Ethereum',
    symbol: 'Ξ',
    parent: null,
    network: 'Ethereum (ERC-20)',
    tagName: null,
    minDeposit: '0.005',
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    symbol: 'Ł',
    parent: null,
    network: 'Litecoin',
    tagName: null,
    minDeposit: '0.05',
  },
  {
    code: 'DOGE',
    name: 'Dogecoin',
    symbol: 'Ð',
    parent: null,
    network: 'Dogecoin',
    tagName: null,
    minDeposit: '20',
  },
  {
    code: 'BCH',
    name: 'Bitcoin Cash',
    symbol: 'BCH',
    parent: null,
    network: 'Bitcoin Cash',
    tagName: null,
    minDeposit: '0.01',
  },
  {
    code: 'XRP',
    name: 'Ripple',
    symbol: 'XRP',
    parent: null,
    network: 'XRP Ledger',
    tagName: 'Destination tag',
    minDeposit: '5',
  },
  {
    code: 'TRX',
    name: 'Tron',
    symbol: 'TRX',
    parent: null,
    network: 'Tron (TRC-20)',
    tagName: null,
    minDeposit: '25',
  },
  { code: 'EOS', name: 'EOS', symbol: 'EOS', parent: null, network: 'EOS', tagName: 'Memo', minDeposit: '5' },
  {
    code: 'SOL',
    name: 'Solana',
    symbol: '◎',
    parent: null,
    network: 'Solana',
    tagName: null,
    minDeposit: '0.03',
  },
  {
    code: 'USDT',
    name: 'Tether',
    symbol: '₮',
    parent: null,
    network: 'BNB Smart Chain (BEP-20)',
    tagName: null,
    minDeposit: '5',
  },
  {
    code: 'USDTT',
    name: 'Tether (Tron)',
    symbol: '₮',
    parent: 'USDT',
    network: 'Tron (TRC-20)',
    tagName: null,
    minDeposit: '5',
  },
  {
    code: 'USDTE',
    name: 'Tether (Ethereum)',
    symbol: '₮',
    parent: 'USDT',
    network: 'Ethereum (ERC-20)',
    tagName: null,
    minDeposit: '10',
  },
  {
    code: 'BNB',
    name: 'BNB',
    symbol: 'BNB',
    parent: null,
    network: 'BNB Beacon Chain (BEP-2)',
    tagName: 'Memo',
    minDeposit: '0.02',
  },
  {
    code: 'BNB-BSC',
    name: 'BNB (Smart Chain)',
    symbol: 'BNB',
    parent: 'BNB',
    network: 'BNB Smart Chain (BEP-20)',
    tagName: null,
    minDeposit: '0.02',
  },
];

/** The facts of one crypto code. */
export function cryptoCurrency(code: CryptoCode): CryptoCurrencyFacts {
  const facts = CRYPTO_CURRENCIES.find((c) => c.code === code);
  if (!facts) throw new Error(`no crypto currency ${code}`);
  return facts;
}

/**
 * Spec §9: the warnings shown with an ETH, XRP, BNB-BSC, TRX or EOS address. Coins sent on another
 * network, or without the tag or memo, never reach the player's balance.
 */
export const CRYPTO_WARNINGS: Partial<Record<CryptoCode, string>> = {
  ETH: 'Send only ETH on the Ethereum (ERC-20) network to this address. Tokens and coins sent from another network will be lost.',
  XRP: 'Send only XRP to this address and always include the destination tag. A deposit without the tag cannot be credited to you.',
  'BNB-BSC':
    'Send only BNB on the BNB Smart Chain (BEP-20). Do not send BNB on the Beacon Chain (BEP-2) to this address.',
  TRX: 'Send only TRX on the Tron (TRC-20) network to this address. Coins sent from another network will be lost.',
  EOS: 'Send only EOS to this account and always include the memo. A deposit without the memo cannot be credited to you.',
};

export const CRYPTO_TEXTS = {
  unavailable: 'Crypto deposits are not available right now.',
  noSuchCurrency: 'This currency is not available for deposits.',
  selectFiatTitle: 'Select your display currency',
  selectFiatNote:
    'Your balance is shown in coins. Choose the currency prices are shown in; you can change it here at any time.',
} as const;

/** Spec §3 Currency, as `GET /api/currencies` lists it (fiat and crypto). */
export const currencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  parent_currency_id: z.string().nullable(),
  is_crypto: z.boolean(),
  /** In the currency's own units; null for fiat. */
  min_deposit: z.string().nullable(),
  network: z.string().nullable(),
  tag_name: z.string().nullable(),
  /** USD for one coin, as the server credits deposits; null for fiat. */
  usd_rate: z.string().nullable(),
  confirmations: z.number().nullable(),
});
export type Currency = z.infer<typeof currencySchema>;

export const coinsRequestSchema = z.object({ currency: z.enum(CRYPTO_CODES) });

/** `POST /api/coins`: the player's own deposit address for this currency and network. */
export const depositAddressSchema = z.object({
  currency: z.enum(CRYPTO_CODES),
  network: z.string(),
  address: z.string(),
  tag: z.string().nullable(),
  tag_name: z.string().nullable(),
  min_deposit: z.string(),
  usd_rate: z.string(),
  confirmations: z.number(),
  /** What the address encodes for a wallet app (with the tag where the chain has one). */
  uri: z.string(),
  /** The `uri` as a QR code (SVG) for a phone's wallet app to scan. */
  qr_svg: z.string(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/**
 * A deposit's life: seen (pending), confirming, then credited once enough blocks confirm it; below the
 * minimum or on the wrong network it is never credited; held when a gate refused it at credit time
 * (kept for staff, never lost).
 */
export const CRYPTO_DEPOSIT_STATUSES = [
  'pending',
  'confirming',
  'credited',
  'below_minimum',
  'wrong_network',
  'held',
] as const;
export type CryptoDepositStatus = (typeof CRYPTO_DEPOSIT_STATUSES)[number];

export const cryptoDepositSchema = z.object({
  id: z.string(),
  tx_hash: z.string(),
  currency: z.enum(CRYPTO_CODES),
  amount: z.string(),
  confirmations: z.number(),
  confirmations_needed: z.number(),
  status: z.enum(CRYPTO_DEPOSIT_STATUSES),
  usd_amount: z.string().nullable(),
  gc: z.string().nullable(),
  sc: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CryptoDeposit = z.infer<typeof cryptoDepositSchema>;

/** The sandbox chain's control: "sends" a deposit to an address, on a network the tester picks. */
export const sandboxChainDepositSchema = z.object({
  currency: z.enum(CRYPTO_CODES),
  address: z.string().min(1).max(128),
  tag: z.string().max(32).nullable().default(null),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'expected an amount such as 0.05'),
});
/** `GET /api/sandbox/chain`: there only with the sandbox chain. */
export const sandboxChainSchema = z.object({ block_ms: z.number() });
export const sandboxChainSentSchema = z.object({ tx_hash: z.string() });
