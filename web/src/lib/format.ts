/*
 * How the web app writes numbers and dates, in one place: coins, dollars and multipliers in en-US
 * grouping, moments in the player's own clock.
 */

import { groupedAmount } from '@casino/contract';

/** "10000.00" → "10,000.00": coin amounts always show two decimals with grouping. */
export function formatCoins(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return groupedAmount(`${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`);
}

const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const AT_MOST_TWO_DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1999.9 → "1,999.90": grouped, exactly two decimals (a jackpot, a multiplier, dollars). */
export function formatTwoDecimals(value: number | string): string {
  return TWO_DECIMALS.format(Number(value));
}

/** "1999.9" → "$1,999.90" */
export function formatDollars(amount: number | string): string {
  return `$${formatTwoDecimals(amount)}`;
}

/** "99900.00" → "99,900": a bundle's coins, grouped, a fraction only when there is one. */
export function formatWholeCoins(amount: number | string): string {
  return AT_MOST_TWO_DECIMALS.format(Number(amount));
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 26, 2026, 11:20 AM": a moment the player's pages show (an order, a request, a session). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/**
 * A moment on staff's pages: in the staff member's own locale and clock, to the minute, on one line
 * (no-break spaces keep tables short); "—" when there is none.
 */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso)
    .toLocaleString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    .replaceAll(' ', '\u00a0');
}

const CLOCK = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** "11:20 AM": when a chat message was sent, in the player's clock. */
export function formatClock(iso: string): string {
  return CLOCK.format(new Date(iso));
}
