import { CRASH_AUTO_CASHOUT } from '@casino/contract';

/**
 * The auto cash-out field: empty means none; otherwise the server's rule (1.01 to 1,000,000, at most
 * 2 decimals) with its words, so the player sees the problem before pressing Play.
 */
export function autoCashoutProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) return 'Enter a valid auto cash-out.';
  if (n < CRASH_AUTO_CASHOUT.min) return 'Auto cash-out must be at least 1.01.';
  if (n > CRASH_AUTO_CASHOUT.max) return 'Auto cash-out can be at most 1,000,000.';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'Auto cash-out can have at most 2 decimals.';
  return null;
}

/** The value to send: a number, or undefined for none. */
export function autoCashoutValue(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}
