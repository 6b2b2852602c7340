import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './money';

describe('coin amounts', () => {
  it('parses decimal strings into minor units', () => {
    expect(parseAmount('12.5')).toBe(1250n);
    expect(parseAmount('0.01')).toBe(1n);
    expect(parseAmount('10000')).toBe(1_000_000n);
  });

  it('refuses more than two decimals, signs and junk', () => {
    for (const bad of ['1.001', '-1', '1e3', '', '.5', 'abc', '1.2.3']) expect(parseAmount(bad)).toBeNull();
  });

  it('formats with exactly two decimals', () => {
    expect(formatAmount(1n)).toBe('0.01');
    expect(formatAmount(1_000_000n)).toBe('10000.00');
    expect(formatAmount(-250n)).toBe('-2.50');
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (minor) => {
        expect(parseAmount(formatAmount(minor))).toBe(minor);
      }),
    );
  });
});
