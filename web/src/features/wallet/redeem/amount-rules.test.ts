import { REDEMPTION_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { amountProblem, toCents } from './amount-rules';

describe('a redemption amount', () => {
  it('reads SC with up to two decimals as cents', () => {
    expect(toCents('100')).toBe(10_000n);
    expect(toCents(' 25.5 ')).toBe(2_550n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('-5')).toBeNull();
  });

  it('is refused below the method’s minimum and above the redeemable SC', () => {
    expect(amountProblem('99.99', '100.00', '500.00')).toBe(REDEMPTION_TEXTS.belowMinimum('100.00'));
    expect(amountProblem('500.01', '25.00', '500.00')).toBe(REDEMPTION_TEXTS.notEnough);
    expect(amountProblem('0', '25.00', '500.00')).toBe('Enter an amount above zero.');
    expect(amountProblem('abc', '25.00', '500.00')).toMatch(/two decimals/);
  });

  it('is accepted from the minimum up to everything redeemable', () => {
    expect(amountProblem('100', '100.00', '100.00')).toBeNull();
    expect(amountProblem('25.00', '25.00', '40.10')).toBeNull();
  });
});
