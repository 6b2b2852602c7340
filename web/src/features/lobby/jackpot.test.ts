import { describe, expect, it } from 'vitest';
import { JACKPOT_STEPS, jackpotValue, nextTier } from './jackpot';

describe('jackpot counter', () => {
  it('starts at zero and reaches the amount after 300 ticks, then stays', () => {
    expect(jackpotValue(5000, 0)).toBe(0);
    expect(jackpotValue(5000, JACKPOT_STEPS)).toBe(5000);
    expect(jackpotValue(5000, JACKPOT_STEPS + 50)).toBe(5000);
  });
  it('only ever rises, and slows near the target', () => {
    let last = -1;
    for (let step = 0; step <= JACKPOT_STEPS; step++) {
      const value = jackpotValue(1000, step);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    const early = jackpotValue(1000, 10) - jackpotValue(1000, 0);
    const late = jackpotValue(1000, 300) - jackpotValue(1000, 290);
    expect(late).toBeLessThan(early);
  });
  it('rotates to a different tier each time', () => {
    for (const r of [0, 0.3, 0.6, 0.99]) expect(nextTier(2, 4, () => r)).not.toBe(2);
    expect(nextTier(0, 1)).toBe(0);
  });
});
