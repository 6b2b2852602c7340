import { describe, expect, it } from 'vitest';
import { chipLabel } from './chip-label';

describe('chip labels', () => {
  it('fit on a chip', () => {
    expect(chipLabel(100)).toBe('1');
    expect(chipLabel(250)).toBe('2.5');
    expect(chipLabel(10)).toBe('0.10');
    expect(chipLabel(1_234)).toBe('12.34');
    expect(chipLabel(150_000)).toBe('1.5K');
    expect(chipLabel(123_456_00)).toBe('123.4K');
    expect(chipLabel(1_000_000_00)).toBe('1M');
  });
});
