import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, plinko, plinkoReturn, plinkoTable } from './plinko';

describe('plinko tables', () => {
  it('return at most 99% and lose under 1% to rounding, for every rows × risk', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const rtp = plinkoReturn(rows, risk);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.98);
      }
    }
  });

  it('are symmetric and pay most at the edges, more so at higher risk', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const t = plinkoTable(rows, risk);
        expect([...t].reverse()).toEqual([...t]);
        expect(t[0]).toBeGreaterThan(t[Math.floor(rows / 2)] as number);
      }
      expect(plinkoTable(rows, 'high')[0]).toBeGreaterThan(plinkoTable(rows, 'low')[0] as number);
    }
  });

  it('pins the published 8-row tables so a change to the shape cannot go unnoticed', () => {
    expect(plinkoTable(8, 'low')).toMatchSnapshot();
    expect(plinkoTable(8, 'medium')).toMatchSnapshot();
    expect(plinkoTable(8, 'high')).toMatchSnapshot();
    expect(plinkoTable(16, 'high')).toMatchSnapshot();
  });
});

describe('plinko drop', () => {
  it('counts rights to find the bucket', () => {
    const outcome = plinko([0.1, 0.9, 0.6, 0.2, 0.7, 0.3, 0.8, 0.4], 8, 'low');
    expect(outcome.path).toEqual([0, 1, 1, 0, 1, 0, 1, 0]);
    expect(outcome.bucket).toBe(4);
    expect(outcome.multiplier).toBe(plinkoTable(8, 'low')[4]);
  });

  it('refuses rows outside 8–16', () => {
    expect(() => plinko(Array(7).fill(0.5), 7, 'low')).toThrow(RangeError);
  });
});
