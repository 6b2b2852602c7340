import { shortAmount } from '../../../lib/amounts';

/** The amount on a chip stack, short enough for a chip: 1, 2.5, 0.10, 1.5K, 12M. */
export function chipLabel(cents: number): string {
  const coins = cents / 100;
  if (coins >= 1_000) return shortAmount(coins).replace(/(\.\d)\d+([KMBT])$/, '$1$2');
  if (coins < 1) return coins.toFixed(2);
  return Number.isInteger(coins) ? String(coins) : coins.toFixed(2).replace(/0$/, '');
}
