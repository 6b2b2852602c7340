import { describe, expect, it } from 'vitest';
import { formatMultiplier, shortAmount } from './amounts';

describe('amount display (spec §9)', () => {
  it('abbreviates with up to 3 decimals and strips trailing zeros', () => {
    expect(shortAmount('1500.00')).toBe('1.5K');
    expect(shortAmount('1234567')).toBe('1.234M');
    expect(shortAmount(2_000_000_000)).toBe('2B');
    expect(shortAmount(3.5e12)).toBe('3.5T');
    expect(shortAmount('999.99')).toBe('999.99');
    expect(shortAmount('0.5')).toBe('0.50');
    expect(shortAmount('-2500')).toBe('-2.5K');
  });

  it('shows multipliers with 2 decimals and ×', () => {
    expect(formatMultiplier('2')).toBe('2.00×');
    expect(formatMultiplier(1.015)).toBe('1.01×');
  });
});
