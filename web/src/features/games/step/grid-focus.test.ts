import { describe, expect, it } from 'vitest';
import { moveFocus, pickRandom } from './grid-focus';

describe('arrow keys on a board', () => {
  it('moves one cell in each direction on a 5×5 grid', () => {
    expect(moveFocus(12, 'ArrowLeft', 5, 25)).toBe(11);
    expect(moveFocus(12, 'ArrowRight', 5, 25)).toBe(13);
    expect(moveFocus(12, 'ArrowUp', 5, 25)).toBe(7);
    expect(moveFocus(12, 'ArrowDown', 5, 25)).toBe(17);
  });

  it('stops at the edges instead of wrapping', () => {
    expect(moveFocus(0, 'ArrowLeft', 5, 25)).toBe(0);
    expect(moveFocus(4, 'ArrowRight', 5, 25)).toBe(4);
    expect(moveFocus(2, 'ArrowUp', 5, 25)).toBe(2);
    expect(moveFocus(22, 'ArrowDown', 5, 25)).toBe(22);
  });

  it('goes to the row ends with Home and End and ignores other keys', () => {
    expect(moveFocus(13, 'Home', 5, 25)).toBe(10);
    expect(moveFocus(13, 'End', 5, 25)).toBe(14);
    expect(moveFocus(13, 'Enter', 5, 25)).toBeNull();
  });

  it('works on a single row (a tower level)', () => {
    expect(moveFocus(1, 'ArrowRight', 3, 3)).toBe(2);
    expect(moveFocus(2, 'ArrowRight', 3, 3)).toBe(2);
    expect(moveFocus(1, 'ArrowDown', 3, 3)).toBe(1);
  });
});

describe('random pick', () => {
  it('picks within the list and null from an empty one', () => {
    expect(pickRandom([3, 5, 9], () => 0)).toBe(3);
    expect(pickRandom([3, 5, 9], () => 0.999999)).toBe(9);
    expect(pickRandom([], () => 0.5)).toBeNull();
  });
});
