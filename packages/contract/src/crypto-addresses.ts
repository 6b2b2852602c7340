import type { z } from 'zod';
import type { CryptoCode } from './crypto';

/**
 * Where a crypto withdrawal may go (issue 14, `POST /api/coins/withdraw`): the address format of each
 * network and whether it needs a tag or memo. Pure functions, so the web form and the server refuse the
 * same addresses with the same words. They check the shape (alphabet, prefix, length), not checksums:
 * the chain vendor refuses what the shape lets through.
 */

export const CRYPTO_ADDRESS_TEXTS = {
  addressRequired: 'Enter the address to send to.',
  addressInvalid: (network: string) => `This is not a valid ${network} address.`,
  tagRequired: 'Enter the destination tag: XRP sent without it cannot be credited.',
  tagInvalid: 'The destination tag is a whole number from 0 to 4294967295.',
  memoInvalid: 'The memo is at most 128 characters, with no line breaks.',
  noTag: 'This network has no tag or memo: leave it empty.',
} as const;

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
/** The XRP Ledger's own base58 alphabet (it differs from Bitcoin's). */
const RIPPLE58 = '[rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz]';
const BECH32 = '[qpzry9x8gf2tvdw0s3jn54khce6mua7l]';

const EVM = /^0x[0-9a-fA-F]{40}$/;
const TRON = new RegExp(`^T${BASE58}{33}$`);

/** Each network's address shapes: legacy base58 and bech32 (segwit or cashaddr) forms where it has both. */
const ADDRESS_SHAPES: Record<CryptoCode, readonly RegExp[]> = {
  BTC: [new RegExp(`^[13]${BASE58}{25,34}$`), new RegExp(`^bc1${BECH32}{39,59}$`)],
  LTC: [new RegExp(`^[LM3]${BASE58}{26,33}$`), new RegExp(`^ltc1${BECH32}{39,59}$`)],
  DOGE: [new RegExp(`^[DA9]${BASE58}{33}$`)],
  BCH: [new RegExp(`^(bitcoincash:)?[qp]${BECH32}{41}$`), new RegExp(`^[13]${BASE58}{25,34}$`)],
  ETH: [EVM],
  USDTE: [EVM],
  USDT: [EVM],
  'BNB-BSC': [EVM],
  TRX: [TRON],
  USDTT: [TRON],
  SOL: [new RegExp(`^${BASE58}{32,44}$`)],
  XRP: [new RegExp(`^r${RIPPLE58}{24,34}$`)],
  // An EOS account name: up to 12 of a-z, 1-5 and dots, never ending in a dot.
  EOS: [/^[a-z1-5.]{0,11}[a-z1-5]$/],
  BNB: [new RegExp(`^bnb1${BECH32}{38}$`)],
};

/** Networks with a destination tag or memo: XRP's is required (exchanges share one address), the others optional. */
const TAGS: Partial<Record<CryptoCode, 'required-number' | 'optional-memo'>> = {
  XRP: 'required-number',
  EOS: 'optional-memo',
  BNB: 'optional-memo',
};

const NETWORK_NAMES: Record<CryptoCode, string> = {
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  DOGE: 'Dogecoin',
  BCH: 'Bitcoin Cash',
  ETH: 'Ethereum',
  USDTE: 'Ethereum (ERC-20)',
  USDT: 'BNB Smart Chain (BEP-20)',
  'BNB-BSC': 'BNB Smart Chain (BEP-20)',
  TRX: 'Tron',
  USDTT: 'Tron (TRC-20)',
  SOL: 'Solana',
  XRP: 'XRP Ledger',
  EOS: 'EOS',
  BNB: 'BNB Beacon Chain (BEP-2)',
};

/** What is wrong with a withdrawal destination, per field; an empty object when it may be sent to. */
export interface CryptoDestinationErrors {
  address?: string;
  tag?: string;
}

function tagError(currency: CryptoCode, tag: string): string | undefined {
  const rule = TAGS[currency];
  if (!rule) return tag === '' ? undefined : CRYPTO_ADDRESS_TEXTS.noTag;
  if (rule === 'required-number') {
    if (tag === '') return CRYPTO_ADDRESS_TEXTS.tagRequired;
    return /^\d{1,10}$/.test(tag) && Number(tag) <= 4_294_967_295
      ? undefined
      : CRYPTO_ADDRESS_TEXTS.tagInvalid;
  }
  return tag.length <= 128 && !/[\r\n]/.test(tag) ? undefined : CRYPTO_ADDRESS_TEXTS.memoInvalid;
}

/**
 * Checks an address and its tag or memo for the network named by `currency`. Surrounding spaces are
 * ignored (a pasted address often carries them); an empty or null tag is no tag.
 */
export function cryptoDestinationErrors(
  currency: CryptoCode,
  address: string,
  tag: string | null | undefined,
): CryptoDestinationErrors {
  const errors: CryptoDestinationErrors = {};
  const trimmed = address.trim();
  if (trimmed === '') errors.address = CRYPTO_ADDRESS_TEXTS.addressRequired;
  else if (!ADDRESS_SHAPES[currency].some((shape) => shape.test(trimmed)))
    errors.address = CRYPTO_ADDRESS_TEXTS.addressInvalid(NETWORK_NAMES[currency]);
  const tagProblem = tagError(currency, (tag ?? '').trim());
  if (tagProblem) errors.tag = tagProblem;
  return errors;
}

/** Whether coins may be sent to this address and tag on this network. */
export function isValidCryptoDestination(
  currency: CryptoCode,
  address: string,
  tag: string | null | undefined,
): boolean {
  return Object.keys(cryptoDestinationErrors(currency, address, tag)).length === 0;
}

/**
 * A zod `superRefine` for a form or body with `currency`, `address` and `tag`: each problem becomes an
 * issue on its field, so the usual 422 names `address` or `tag`.
 */
export function refineCryptoDestination(
  value: { currency: CryptoCode; address: string; tag?: string | null },
  context: z.RefinementCtx,
): void {
  const errors = cryptoDestinationErrors(value.currency, value.address, value.tag);
  for (const field of ['address', 'tag'] as const) {
    const message = errors[field];
    if (message) context.addIssue({ code: 'custom', path: [field], message });
  }
}
