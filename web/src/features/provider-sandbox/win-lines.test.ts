import type { SandboxSpin } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { winningCells, winPath } from './win-lines';

const win = (symbol: string, cells: [number, number][]) => ({ label: 'x', symbol, cells, win: '1.00' });

describe('winning lines on the reels', () => {
  it('draws a line win across the centres of its cells, left to right', () => {
    expect(
      winPath(
        win('H1', [
          [1, 0],
          [0, 1],
          [2, 2],
        ]),
      ),
    ).toEqual([
      [0.5, 1.5],
      [1.5, 0.5],
      [2.5, 2.5],
    ]);
  });

  it('draws no path for a scatter, or a ways win standing twice on a reel', () => {
    expect(
      winPath(
        win('S', [
          [0, 0],
          [1, 1],
          [2, 2],
        ]),
      ),
    ).toBeNull();
    expect(
      winPath(
        win('L1', [
          [0, 0],
          [0, 2],
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toBeNull();
  });

  it('lights every cell any win pays on', () => {
    const spin = {
      window: [],
      wins: [
        win('H1', [
          [0, 1],
          [1, 1],
        ]),
        win('S', [[4, 2]]),
      ],
      free: false,
      freeSpinsAwarded: 0,
      multiplier: 1,
      win: '2.00',
    } satisfies SandboxSpin;
    expect([...winningCells(spin)]).toEqual(['0:1', '1:1', '4:2']);
    expect(winningCells(null).size).toBe(0);
  });
});
