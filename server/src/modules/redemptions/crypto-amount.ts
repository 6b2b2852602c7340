import { type CryptoCode, decimalUnits, formatDecimal } from '@casino/contract';
import { type CryptoRates, cryptoTerms } from '../wallet';

/** Decimals a crypto redemption is sent with. */
const DECIMALS = 8;
/** Places the rate is read to (the configured rates have fewer). */
const RATE_PLACES = 18;

/**
 * The coins a crypto redemption of `cents` USD sends at the configured rate (the same rate deposits are
 * credited at), to eight decimals, rounded down: the operator never sends more than the prize.
 */
export function cryptoAmountFor(config: CryptoRates, currency: CryptoCode, cents: bigint): string {
  const rate = decimalUnits(cryptoTerms(config, currency).usdRate, RATE_PLACES);
  const units = (cents * 10n ** BigInt(RATE_PLACES + DECIMALS)) / (100n * rate);
  return formatDecimal(units, DECIMALS);
}
