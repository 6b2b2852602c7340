import { describe, expect, it } from 'vitest';
import { fromChance, fromMultiplier, targetOf } from './dice-inputs';

describe('dice inputs (spec §5)', () => {
  it('keeps multiplier and chance in step by 90 / multiplier', () => {
    expect(fromMultiplier(2)).toEqual({ multiplier: 2, chance: 45 });
    expect(fromChance(45)).toEqual({ multiplier: 2, chance: 45 });
  });

  it('clamps the multiplier to 1.01..5000 with 3 decimals and the chance to 0.018..98', () => {
    expect(fromMultiplier(0.5).multiplier).toBe(1.01);
    expect(fromMultiplier(9999).multiplier).toBe(5000);
    expect(fromMultiplier(2.00049).multiplier).toBe(2);
    expect(fromChance(99).multiplier).toBe(1.01);
    expect(fromChance(0.001).multiplier).toBe(5000);
  });

  it('puts the target where the roll must land', () => {
    expect(targetOf(45, true)).toBe(55);
    expect(targetOf(45, false)).toBe(45);
  });
});
