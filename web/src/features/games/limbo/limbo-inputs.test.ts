import { describe, expect, it } from 'vitest';
import { countUpMs, countUpValue, formatChance, formatResult, fromChance, fromTarget } from './limbo-inputs';

describe('limbo inputs', () => {
  it('keeps target and chance in step by 99 / target', () => {
    expect(fromTarget(2)).toEqual({ target: 2, chance: 49.5 });
    expect(fromChance(49.5)).toEqual({ target: 2, chance: 49.5 });
  });

  it('clamps the target to 1.01..1,000,000 with 2 decimals', () => {
    expect(fromTarget(1).target).toBe(1.01);
    expect(fromTarget(0).target).toBe(1.01);
    expect(fromTarget(5_000_000).target).toBe(1_000_000);
    expect(fromTarget(2.345).target).toBe(2.35);
    expect(fromChance(99).target).toBe(1.01);
    expect(fromChance(0).target).toBe(1_000_000);
    expect(fromChance(0.00000001).target).toBe(1_000_000);
  });

  it('shows small chances with enough decimals', () => {
    expect(formatChance(49.5)).toBe('49.5000');
    expect(formatChance(0.000099)).toBe('0.0000990');
  });

  it('counts up from 1.00× to exactly the result', () => {
    expect(countUpValue(1234.56, 0)).toBe(1);
    expect(countUpValue(1234.56, 1)).toBe(1234.56);
    const half = countUpValue(1234.56, 0.5);
    expect(half).toBeGreaterThan(1);
    expect(half).toBeLessThan(1234.56);
    expect(countUpValue(1, 0.5)).toBe(1);
  });

  it('takes longer for bigger results but stays under a second', () => {
    expect(countUpMs(1)).toBe(250);
    expect(countUpMs(100)).toBeGreaterThan(countUpMs(2));
    expect(countUpMs(1_000_000)).toBe(700);
  });

  it('groups big results', () => {
    expect(formatResult(1.5)).toBe('1.50×');
    expect(formatResult(1234567.89)).toBe('1,234,567.89×');
  });
});
