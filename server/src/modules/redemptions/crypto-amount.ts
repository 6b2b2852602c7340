import type { CryptoCode } from '@casino/contract';
import type { Config } from '../../config';
import { cryptoTerms } from '../wallet';

const DECIMALS = 8;
const SCALE = 10n ** 18n;

function scaled(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
}

/**
 * The coins a crypto redemption of `cents` USD sends at the configured rate (the same rate deposits are
 * credited at), to eight decimals, rounded down: the operator never sends more than the prize.
 */
export function cryptoAmountFor(config: Config, currency: CryptoCode, cents: bigint): string {
  const rate = scaled(cryptoTerms(config, currency).usdRate);
  const units = (cents * SCALE * 10n ** BigInt(DECIMALS)) / (100n * rate);
  const text = units.toString().padStart(DECIMALS + 1, '0');
  return `${text.slice(0, -DECIMALS)}.${text.slice(-DECIMALS)}`;
}
