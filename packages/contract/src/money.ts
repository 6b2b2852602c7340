/**
 * Coin amounts are integers of minor units (1 unit = 0.01 coin) held as bigint.
 * On the wire they are decimal strings with at most two decimals ("12.50").
 */
export const COINS = ['GC', 'SC'] as const;
export type Coin = (typeof COINS)[number];

export const MINOR_UNITS_PER_COIN = 100n;

const AMOUNT_PATTERN = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Parses "12.5" into 1250n; returns null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function parseAmount(text: string): bigint | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * MINOR_UNITS_PER_COIN + fraction;
}

/** Formats 1250n as "12.50"; negative amounts keep their sign. */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const whole = abs / MINOR_UNITS_PER_COIN;
  const fraction = (abs % MINOR_UNITS_PER_COIN).toString().padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
