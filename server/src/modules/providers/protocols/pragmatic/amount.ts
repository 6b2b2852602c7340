import { formatAmount } from '@casino/contract';

/*
 * Pragmatic amounts are decimal strings in coin units ("1.25"), at most two decimals: exactly our minor
 * units. The request schemas read them with the contract's parseAmount; answers write them here.
 */

const LARGEST_EXACT = 10n ** 15n;

/**
 * Minor units as the JSON number Pragmatic reads (`cash: 12.5`). The number is made from the decimal
 * text, and a decimal of at most 15 digits prints back exactly from a double; past that (ten trillion
 * coins) it throws rather than answer a rounded balance.
 */
export function toPragmaticAmount(minor: bigint): number {
  if (minor >= LARGEST_EXACT || minor <= -LARGEST_EXACT) {
    throw new RangeError(`${minor} minor units do not fit a Pragmatic amount`);
  }
  return Number(formatAmount(minor));
}
