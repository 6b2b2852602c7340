import { describe, expect, it } from 'vitest';
import { formatCrypto } from './crypto-amount';

describe('crypto amounts (spec §9)', () => {
  it('keeps 8, 5, 4 or 2 decimals by size, truncated, without trailing zeros', () => {
    expect(formatCrypto('0.123456789')).toBe('0.12345678');
    expect(formatCrypto('999.999999999')).toBe('999.99999999');
    expect(formatCrypto('1000.123456789')).toBe('1000.12345');
    expect(formatCrypto('100000.123456')).toBe('100000.1234');
    expect(formatCrypto('2000000000.5678')).toBe('2000000000.56');
    expect(formatCrypto('0.05')).toBe('0.05');
    expect(formatCrypto('12')).toBe('12');
  });
});
