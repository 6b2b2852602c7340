import { describe, expect, it } from 'vitest';
import { autoCashoutProblem, autoCashoutValue } from './auto-cashout';
import { curvePath, graphScale, multiplierTicks } from './crash-graph-scale';
import { ServerClock } from './server-clock';

describe('crash graph', () => {
  it('starts with at least 10 s and 2× in view and grows with the round', () => {
    expect(graphScale(1, 1.06)).toEqual({ seconds: 10, top: 2 });
    const later = graphScale(30, 6);
    expect(later.seconds).toBeCloseTo(36);
    expect(later.top).toBeCloseTo(7);
  });

  it('draws the curve from the bottom-left to its head', () => {
    const scale = { seconds: 10, top: 2 };
    const { line, area, head } = curvePath(10, Math.log(2) / 10, scale, 1000, 500, 10);
    expect(line.startsWith('M0.0,500.0')).toBe(true);
    expect(head.x).toBeCloseTo(1000);
    expect(head.y).toBeCloseTo(0);
    expect(area.endsWith('Z')).toBe(true);
  });

  it('labels the multiplier axis with round steps', () => {
    expect(multiplierTicks(2)).toEqual([1.2, 1.4, 1.6, 1.8]);
    expect(multiplierTicks(7)).toEqual([3, 5]);
  });
});

describe('server clock', () => {
  it('takes the smallest delay seen as the skew', () => {
    let local = 10_000;
    const clock = new ServerClock(() => local);
    expect(clock.now()).toBe(10_000);
    clock.sample(9_000, 10_050);
    clock.sample(9_100, 10_120);
    expect(clock.offset).toBe(1_020);
    local = 11_000;
    expect(clock.now()).toBe(9_980);
  });
});

describe('auto cash-out field', () => {
  it('accepts empty (none) and valid targets', () => {
    expect(autoCashoutProblem('')).toBeNull();
    expect(autoCashoutProblem('1.01')).toBeNull();
    expect(autoCashoutValue('')).toBeUndefined();
    expect(autoCashoutValue(' 2.5 ')).toBe(2.5);
  });

  it('refuses what the server refuses, in its words', () => {
    expect(autoCashoutProblem('1')).toBe('Auto cash-out must be at least 1.01.');
    expect(autoCashoutProblem('2000000')).toBe('Auto cash-out can be at most 1,000,000.');
    expect(autoCashoutProblem('1.234')).toBe('Auto cash-out can have at most 2 decimals.');
    expect(autoCashoutProblem('abc')).toBe('Enter a valid auto cash-out.');
  });
});
