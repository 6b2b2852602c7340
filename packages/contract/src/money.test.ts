import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalUnits, formatAmount, formatDecimal, parseAmount, parseSignedAmount } from './money';

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

describe('signed coin amounts', () => {
  it('parses an amount with an optional minus sign', () => {
    expect(parseSignedAmount('-10.5')).toBe(-1050n);
    expect(parseSignedAmount(' 25.00 ')).toBe(2500n);
    expect(parseSignedAmount('-0.01')).toBe(-1n);
  });

  it('refuses what parseAmount refuses, and a sign alone or doubled', () => {
    for (const bad of ['-', '--1', '+1', '-1.001', '1-', 'abc']) expect(parseSignedAmount(bad)).toBeNull();
  });

  it('round-trips every signed amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseSignedAmount(formatAmount(minor))).toBe(minor);
      }),
    );
  });
});

describe('decimal amounts (crypto and rates)', () => {
  it('reads a decimal string into units of 10^-places, dropping digits past them', () => {
    expect(decimalUnits('0.5', 18)).toBe(5n * 10n ** 17n);
    expect(decimalUnits('60000', 18)).toBe(60_000n * 10n ** 18n);
    expect(decimalUnits('0.123456789', 8)).toBe(12_345_678n);
    expect(decimalUnits('7', 0)).toBe(7n);
  });

  it('writes units with exactly `places` decimals, the sign kept', () => {
    expect(formatDecimal(12_345n, 8)).toBe('0.00012345');
    expect(formatDecimal(-150n, 2)).toBe('-1.50');
    expect(formatDecimal(42n, 0)).toBe('42');
  });

  it('round-trips every amount at 8 places', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (units) => {
        expect(decimalUnits(formatDecimal(units, 8), 8)).toBe(units);
      }),
    );
  });
});
