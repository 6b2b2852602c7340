import { ROULETTE_SLOTS } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { GRID, neighbour, type Orientation, placement, slotLabel, slotName } from './table-layout';

const cells = (orientation: Orientation) => {
  const taken = new Map<string, number>();
  for (let slot = 0; slot < ROULETTE_SLOTS; slot++) {
    if (slot === 37 || slot === 38) continue;
    const p = placement(slot, orientation);
    for (let r = p.row; r < p.row + p.rowSpan; r++)
      for (let c = p.col; c < p.col + p.colSpan; c++) {
        expect(
          taken.has(`${r},${c}`),
          `${orientation}: slot ${slot} overlaps ${taken.get(`${r},${c}`)}`,
        ).toBe(false);
        taken.set(`${r},${c}`, slot);
      }
  }
  return taken;
};

describe('roulette table layout', () => {
  it.each(['across', 'down'] as const)(
    '%s: every slot but the trios has its own cells, inside the grid',
    (o) => {
      const taken = cells(o);
      for (const key of taken.keys()) {
        const [r, c] = key.split(',').map(Number) as [number, number];
        expect(r).toBeLessThanOrEqual(GRID[o].rows);
        expect(c).toBeLessThanOrEqual(GRID[o].cols);
      }
    },
  );

  it('lays the numbers out as on a real table', () => {
    // Across: 3 on the top row, 1 on the bottom, 34–36 in the last number column, 2:1 at the end.
    expect(placement(3, 'across')).toMatchObject({ row: 1, col: 2 });
    expect(placement(1, 'across')).toMatchObject({ row: 3, col: 2 });
    expect(placement(36, 'across')).toMatchObject({ row: 1, col: 13 });
    expect(placement(44, 'across')).toMatchObject({ row: 1, col: 14 });
    expect(placement(42, 'across')).toMatchObject({ row: 3, col: 14 });
    // Down: 0 on top, 1 2 3 across the first row, the columns' 2:1 at the bottom.
    expect(placement(0, 'down')).toMatchObject({ row: 1, col: 3, colSpan: 3 });
    expect(placement(2, 'down')).toMatchObject({ row: 2, col: 4 });
    expect(placement(43, 'down')).toMatchObject({ row: 14, col: 4 });
  });

  it('puts each trio on the corner of 0 and its two numbers', () => {
    // Across: 0-1-2 spans rows 2–3 (2 and 1) beside 0; 0-2-3 spans rows 1–2 (3 and 2).
    expect(placement(37, 'across')).toEqual({ row: 2, col: 1, rowSpan: 2, colSpan: 2 });
    expect(placement(38, 'across')).toEqual({ row: 1, col: 1, rowSpan: 2, colSpan: 2 });
    expect(placement(37, 'down')).toEqual({ row: 1, col: 3, rowSpan: 2, colSpan: 2 });
  });

  it('names and labels slots with what they pay', () => {
    expect(slotLabel(39)).toBe('1st 12');
    expect(slotLabel(47)).toBe('Red');
    expect(slotName(17)).toBe('17, straight up, pays 36×');
    expect(slotName(37)).toBe('Trio 0, 1, 2, pays 12×');
    expect(slotName(42)).toBe('Column 1, 1 to 34, pays 3×');
    expect(slotName(50)).toBe('High, 19 to 36, pays 2×');
  });

  it('moves the focus with the arrow keys and stops at the edges', () => {
    expect(neighbour(5, 'ArrowRight', 'across')).toBe(8);
    expect(neighbour(5, 'ArrowUp', 'across')).toBe(6);
    expect(neighbour(6, 'ArrowUp', 'across')).toBe(6);
    expect(neighbour(34, 'ArrowRight', 'across')).toBe(42);
    expect(neighbour(1, 'ArrowDown', 'across')).toBe(39);
    expect(neighbour(5, 'ArrowDown', 'down')).toBe(8);
    expect(neighbour(5, 'ArrowRight', 'down')).toBe(6);
    expect(neighbour(5, 'Enter', 'down')).toBe(5);
  });
});
