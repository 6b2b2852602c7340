import { describe, expect, it } from 'vitest';
import { payoutAt, profitOf } from './payout';

describe('step payouts', () => {
  it('pays wager × multiplier rounded down to the cent, like the server', () => {
    expect(payoutAt('1.00', 1.98)).toBe('1.98');
    expect(payoutAt('0.33', 1.13)).toBe('0.37');
    expect(payoutAt('10000.00', 24.75)).toBe('247500.00');
    expect(payoutAt('0.01', 0.99)).toBe('0.00');
  });

  it('is 0.00 for a wager that is not an amount', () => {
    expect(payoutAt('abc', 2)).toBe('0.00');
  });

  it('gives the profit with its sign', () => {
    expect(profitOf('1.00', '1.98')).toBe('0.98');
    expect(profitOf('1.00', '0.00')).toBe('-1.00');
  });
});

describe('shown multiplier', () => {
  it('is 1.00 before the first step and the server figure after', async () => {
    const { shownMultiplier } = await import('./payout');
    expect(shownMultiplier(0, 0.99)).toBe(1);
    expect(shownMultiplier(2, 1.13)).toBe(1.13);
  });
});
