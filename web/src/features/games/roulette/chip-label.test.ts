import { describe, expect, it } from 'vitest';
import { chipLabel } from './chip-label';

describe('chip labels', () => {
  it('fit on a chip', () => {
    const labels: [cents: number, label: string][] = [
      [100, '1'],
      [250, '2.5'],
      [10, '0.10'],
      [1_234, '12.34'],
      [150_000, '1.5K'],
      [123_456_00, '123.4K'],
      [1_000_000_00, '1M'],
    ];
    for (const [cents, label] of labels) expect(chipLabel(cents), String(cents)).toBe(label);
  });
});
