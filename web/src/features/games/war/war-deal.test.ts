import { describe, expect, it } from 'vitest';
import { profitOnWin, ROUND_MS, WAR_WIN_MULTIPLIER, warSchedule } from './war-deal';

describe('war deal timing', () => {
  it('deals the player, then the dealer, and shows the result once the last card is up', () => {
    const one = warSchedule(1);
    expect(one.player).toEqual([0]);
    expect(one.dealer[0]).toBeGreaterThan(0);
    expect(one.result).toBeGreaterThan(one.dealer[0] as number);
    expect(one.result).toBeLessThanOrEqual(1_000);
  });

  it('starts each war round after the tie before it', () => {
    const three = warSchedule(3);
    expect(three.player).toEqual([0, ROUND_MS, 2 * ROUND_MS]);
    expect(three.result).toBeGreaterThan(three.dealer[2] as number);
  });

  it('pays 1.98 on a win', () => {
    expect(WAR_WIN_MULTIPLIER).toBe(1.98);
  });

  it('shows the profit on a win rounded down to the cent, as paid', () => {
    expect(profitOnWin('1.00')).toBe('0.98');
    expect(profitOnWin('0.10')).toBe('0.09');
    expect(profitOnWin('0.01')).toBe('0.00');
    expect(profitOnWin('-1')).toBe('0.00');
  });
});
