import { SLOT_REELS, slots } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import {
  freeSpinAt,
  paidLine,
  planStop,
  reelAt,
  STRIP_LENGTH,
  visibleSymbols,
  winningReels,
  wrap,
} from './reels';

describe('slot reels', () => {
  it('wraps indexes around the 32-symbol strip', () => {
    expect(STRIP_LENGTH).toBe(32);
    expect(wrap(-1)).toBe(31);
    expect(wrap(33)).toBe(1);
  });

  it('shows the server window: above, on and below the payline', () => {
    const spin = slots([0.1, 0.5, 0.97]);
    spin.stops.forEach((stop, reel) => {
      const inView = visibleSymbols(reel, stop);
      const at = (offset: number) => inView.find((s) => s.offset === offset)?.symbol;
      expect([at(-1), at(0), at(1)]).toEqual(spin.reels[reel]);
    });
  });

  it('spins freely, then comes to rest exactly on the stop, always moving down the strip', () => {
    for (const stop of [0, 5, 17, 31]) {
      const plan = planStop(12, 1000, 1400, 450, stop);
      expect(reelAt(plan, 1000)).toBe(12);
      expect(reelAt(plan, 1400)).toBeCloseTo(freeSpinAt(12, 1000, 1400));
      expect(wrap(reelAt(plan, 1850))).toBe(stop);
      expect(reelAt(plan, 5000)).toBe(reelAt(plan, 1850));
      expect(Number.isInteger(reelAt(plan, 1850))).toBe(true);
      let previous = reelAt(plan, 1000);
      for (let t = 1001; t <= 1850; t++) {
        const p = reelAt(plan, t);
        expect(p).toBeLessThanOrEqual(previous + 1e-9);
        previous = p;
      }
      // The last moment lands on the stop modulo the strip: same symbol on the payline.
      expect(wrap(Math.round(reelAt(plan, 1849.999)))).toBe(stop);
    }
  });

  it('slows down smoothly: no jump in speed when the slow-down starts', () => {
    const plan = planStop(0, 0, 500, 450, 9);
    const before = reelAt(plan, 500) - reelAt(plan, 499);
    const after = reelAt(plan, 501) - reelAt(plan, 500);
    expect(after).toBeCloseTo(before, 2);
  });

  it('lights the reels that paid', () => {
    expect(winningReels(['seven', 'seven', 'seven'])).toEqual([true, true, true]);
    expect(winningReels(['cherry', 'cherry', 'bell'])).toEqual([true, true, false]);
    expect(winningReels(['cherry', 'bell', 'cherry'])).toEqual([true, false, false]);
    expect(winningReels(['bell', 'cherry', 'cherry'])).toEqual([false, false, false]);
    expect(SLOT_REELS).toHaveLength(3);
  });

  it('names the paytable line that paid', () => {
    expect(paidLine(['clover', 'clover', 'clover'])).toBe('clover');
    expect(paidLine(['cherry', 'cherry', 'cherry'])).toBe('cherry');
    expect(paidLine(['cherry', 'cherry', 'plum'])).toBe('cherry-2');
    expect(paidLine(['cherry', 'bar', 'cherry'])).toBe('cherry-1');
    expect(paidLine(['bar', 'cherry', 'cherry'])).toBeNull();
    expect(paidLine(null)).toBeNull();
  });
});
