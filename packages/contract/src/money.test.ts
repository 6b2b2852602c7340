import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinsText,
  decimalUnits,
  formatAmount,
  formatDecimal,
  groupedAmount,
  parseAmount,
  parseSignedAmount,
  shownAmount,
} from './money';

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

describe('amounts as players read them', () => {
  it.each([
    ['0.50', '0.50'],
    ['999.99', '999.99'],
    ['1000.00', '1,000.00'],
    ['1234567.8', '1,234,567.8'],
    ['-50000.00', '-50,000.00'],
    ['100000', '100,000'],
  ])('groups %s as %s, its sign and decimals kept', (decimal, shown) => {
    expect(groupedAmount(decimal)).toBe(shown);
  });

  it('writes coin pairs grouped, leaving out a coin that is zero', () => {
    expect(coinsText('5000.00', '0.00')).toBe('5,000.00 GC');
    expect(coinsText('0.00', '1.50')).toBe('1.50 SC');
    expect(coinsText('12000.00', '2500.00')).toBe('12,000.00 GC and 2,500.00 SC');
  });

  it('reads as en-US grouping does, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        const whole = (minor < 0n ? -minor : minor) / 100n;
        const expected = `${minor < 0n ? '-' : ''}${whole.toLocaleString('en-US')}.${formatAmount(minor).split('.')[1]}`;
        expect(shownAmount(minor)).toBe(expected);
      }),
    );
  });
});
