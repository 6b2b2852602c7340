import { describe, expect, it } from 'vitest';
import { moveFocus, payoutFigure, randomPicks, squareState, togglePick } from './keno-board';

describe('keno board', () => {
  it('picks and unpicks, at most 10', () => {
    expect(togglePick([3, 7], 9)).toEqual([3, 7, 9]);
    expect(togglePick([3, 7, 9], 7)).toEqual([3, 9]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 10)).toHaveLength(9);
  });

  it('picks random different squares in 1..40', () => {
    for (let run = 0; run < 50; run++) {
      const picks = randomPicks(10);
      expect(new Set(picks).size).toBe(10);
      expect(picks.every((s) => s >= 1 && s <= 40)).toBe(true);
    }
    expect(randomPicks(3, () => 0)).toEqual([1, 2, 3]);
    expect(randomPicks(3, () => 0.9999)).toEqual([1, 2, 40]);
    expect(randomPicks(0)).toHaveLength(1);
    expect(randomPicks(25)).toHaveLength(10);
  });

  it('moves focus with arrows and stops at the edges of the 8 × 5 board', () => {
    expect(moveFocus(1, 'ArrowLeft')).toBe(1);
    expect(moveFocus(1, 'ArrowRight')).toBe(2);
    expect(moveFocus(8, 'ArrowRight')).toBe(8);
    expect(moveFocus(1, 'ArrowDown')).toBe(9);
    expect(moveFocus(9, 'ArrowUp')).toBe(1);
    expect(moveFocus(35, 'ArrowDown')).toBe(35);
    expect(moveFocus(12, 'Home')).toBe(9);
    expect(moveFocus(12, 'End')).toBe(16);
    expect(moveFocus(12, 'Enter')).toBe(12);
  });

  it('reveals drawn squares one by one: hits, drawn misses, picks still waiting', () => {
    const picks = [5, 6];
    const drawn = [6, 20, 5];
    expect(squareState(5, picks, drawn, 0)).toBe('picked');
    expect(squareState(6, picks, drawn, 1)).toBe('hit');
    expect(squareState(20, picks, drawn, 1)).toBe('open');
    expect(squareState(20, picks, drawn, 2)).toBe('drawn');
    expect(squareState(5, picks, drawn, 3)).toBe('hit');
    expect(squareState(1, picks, drawn, 3)).toBe('open');
  });

  it('labels payouts briefly', () => {
    const figures: [payout: number, label: string][] = [
      [0, '0'],
      [3.96, '3.96'],
      [25.5, '25.5'],
      [942, '942'],
      [9268, '9268'],
      [15138, '15.1K'],
      [463814, '464K'],
      [33471250, '33.5M'],
    ];
    for (const [payout, label] of figures) expect(payoutFigure(payout), String(payout)).toBe(label);
  });
});
