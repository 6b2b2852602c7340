import { describe, expect, it } from 'vitest';
import {
  formatCoins,
  formatDateTime,
  formatDollars,
  formatTwoDecimals,
  formatWhen,
  formatWholeCoins,
} from './format';

it('groups thousands and keeps two decimals without floating point', () => {
  expect(formatCoins('10000.00')).toBe('10,000.00');
  expect(formatCoins('0.5')).toBe('0.50');
  expect(formatCoins('123456789012345.67')).toBe('123,456,789,012,345.67');
  expect(formatCoins('-2.50')).toBe('-2.50');
});

describe('numbers', () => {
  it('shows dollars and coins', () => {
    expect(formatDollars('1999.9')).toBe('$1,999.90');
    expect(formatWholeCoins('99900.00')).toBe('99,900');
  });

  it('writes two decimals with grouping, rounding the third', () => {
    expect(formatTwoDecimals(1234567.891)).toBe('1,234,567.89');
    expect(formatTwoDecimals('0.5')).toBe('0.50');
    expect(formatTwoDecimals(0.005)).toBe('0.01');
  });

  it('writes a bundle’s coins with a fraction only when there is one', () => {
    expect(formatWholeCoins('12.50')).toBe('12.5');
    expect(formatWholeCoins(1000)).toBe('1,000');
  });
});

describe('dates', () => {
  // The player's and staff's own clock: only the shape is the same on every machine.
  it('writes a moment for the player as a medium date and a short time', () => {
    expect(formatDateTime('2026-06-15T12:20:00Z')).toMatch(/^Jun 1[456], 2026, \d{1,2}:\d\d\s(AM|PM)$/);
  });

  it('writes a moment for staff on one line, a dash when there is none', () => {
    const when = formatWhen('2026-06-15T12:20:00Z');
    expect(when).not.toContain(' ');
    expect(when).toContain('2026');
    expect(formatWhen(null)).toBe('—');
    expect(formatWhen(undefined)).toBe('—');
    expect(formatWhen('')).toBe('—');
  });
});
