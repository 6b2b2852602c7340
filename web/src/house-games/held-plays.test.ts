import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitPlay, heldPayout, holdArrivedRow, holdPlay, isHeld, revealAll, revealPlay } from './held-plays';

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

  it('holds a row that arrives before its play answers, and its payout from the answer on', () => {
    const answered = awaitPlay('dicing');
    holdArrivedRow({ id: '20', game: 'dicing', game_mode: 'GC' });
    holdArrivedRow({ id: '21', game: 'limbo', game_mode: 'GC' }); // no limbo play on its way
    expect(isHeld('20')).toBe(true);
    expect(isHeld('21')).toBe(false);
    // The header still shows the balance from before the play: nothing to keep back yet.
    expect(heldPayout('GC')).toBe(0);

    holdPlay('20', 'GC', '3.00');
    answered();
    expect(isHeld('20')).toBe(true);
    expect(heldPayout('GC')).toBe(3);
    revealPlay('20');
    expect(isHeld('20')).toBe(false);
  });

  it('reveals rows no answer claimed once no play of their game is on its way', () => {
    const first = awaitPlay('dicing');
    const second = awaitPlay('dicing');
    holdArrivedRow({ id: '30', game: 'dicing', game_mode: 'SC' }); // another tab's play
    first();
    first(); // said twice counts once
    expect(isHeld('30')).toBe(true);
    second();
    expect(isHeld('30')).toBe(false);
  });

  it('does not hold again a row arriving after its play was answered and revealed', () => {
    const answered = awaitPlay('dicing');
    holdPlay('40', 'GC', '1.00');
    revealPlay('40');
    const next = awaitPlay('dicing');
    holdArrivedRow({ id: '40', game: 'dicing', game_mode: 'GC' });
    expect(isHeld('40')).toBe(false);
    answered();
    next();
  });
});
