import { REDEMPTION_TEXTS } from '@casino/contract';

/** "12.5" → 1250n; null when it is not an SC amount with at most two decimals. */
export function toCents(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What is wrong with the amount the player typed for this method, in the server's own words, before it
 * is sent: the shape, the method's minimum, and the redeemable SC (never the unplayed ones).
 */
export function amountProblem(text: string, minimum: string, redeemable: string): string | null {
  const cents = toCents(text);
  if (cents === null) return 'Enter an amount in SC with at most two decimals.';
  if (cents === 0n) return 'Enter an amount above zero.';
  if (cents < (toCents(minimum) ?? 0n)) return REDEMPTION_TEXTS.belowMinimum(minimum);
  if (cents > (toCents(redeemable) ?? 0n)) return REDEMPTION_TEXTS.notEnough;
  return null;
}
