import { describe, expect, it } from 'vitest';
import { toMinorUnits, toProtocolAmount } from './amount';

describe('Hub88 amounts (1.00 = 100000) and minor units (1.00 = 100)', () => {
  it.each([
    [0, 0n],
    [1000, 1n],
    [100000, 100n],
    [123456000, 123456n],
    [Number.MAX_SAFE_INTEGER - (Number.MAX_SAFE_INTEGER % 1000), 9007199254740n],
  ])('reads %d as %d minor units', (protocol, minor) => {
    expect(toMinorUnits(protocol)).toBe(minor);
  });

  it.each([
    ['finer than a minor unit', 1001],
    ['below a minor unit', 1],
    ['negative', -1000],
    ['fractional', 1000.5],
    ['past safe integers', 2 ** 60],
    ['huge', 1e21],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('refuses an amount %s', (_, protocol) => {
    expect(toMinorUnits(protocol)).toBeNull();
  });

  it('writes minor units back exactly', () => {
    expect(toProtocolAmount(0n)).toBe(0);
    expect(toProtocolAmount(1n)).toBe(1000);
    expect(toProtocolAmount(100n)).toBe(100000);
    expect(toMinorUnits(toProtocolAmount(987654321n))).toBe(987654321n);
  });

  it('throws rather than write a balance a JSON number cannot say exactly', () => {
    expect(() => toProtocolAmount(10n ** 13n)).toThrow(RangeError);
  });
});
