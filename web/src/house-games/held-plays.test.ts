import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldPayout, holdPlay, isHeld, revealAll, revealPlay } from './held-plays';

describe('results held until the animation shows them', () => {
  afterEach(() => {
    revealAll();
    vi.useRealTimers();
  });

  it('keeps each held payout back from its own coin until that play is revealed', () => {
    holdPlay('1', 'GC', '2.50');
    holdPlay('2', 'GC', '0.00');
    holdPlay('3', 'SC', '1.10');
    holdPlay('1', 'GC', '2.50'); // the same play twice counts once
    expect(heldPayout('GC')).toBe(2.5);
    expect(heldPayout('SC')).toBeCloseTo(1.1, 10);
    expect(isHeld('2')).toBe(true);

    revealPlay('1');
    expect(heldPayout('GC')).toBe(0);
    expect(isHeld('1')).toBe(false);
    expect(isHeld('2')).toBe(true);
    revealPlay('unknown');
    expect(heldPayout('SC')).toBeCloseTo(1.1, 10);
  });

  it('never hides a result for longer than the longest animation', () => {
    vi.useFakeTimers();
    holdPlay('9', 'SC', '5.00');
    vi.advanceTimersByTime(11_999);
    expect(heldPayout('SC')).toBe(5);
    vi.advanceTimersByTime(1);
    expect(heldPayout('SC')).toBe(0);
    expect(isHeld('9')).toBe(false);
  });
});
