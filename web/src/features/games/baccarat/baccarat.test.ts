import { describe, expect, it } from 'vitest';
import { baccaratPayload, spotProblem, spotResult, tableProblem, totalCents } from './baccarat-bets';
import { baccaratDeal, cardPoints, handTotal } from './baccarat-deal';

describe('baccarat deal order', () => {
  it('alternates player and banker for the first four cards', () => {
    const steps = baccaratDeal({ player: ['2S', '3H'], banker: ['KD', '9C'] });
    expect(steps.map((s) => `${s.side}${s.index}`)).toEqual(['player0', 'banker0', 'player1', 'banker1']);
    expect(steps.map((s) => s.code)).toEqual(['2S', 'KD', '3H', '9C']);
    expect((steps[3] as { landed: number }).landed).toBeLessThanOrEqual(1_000);
    expect(steps.every((s, i) => i === 0 || s.at > (steps[i - 1] as { at: number }).at)).toBe(true);
  });

  it("deals the player's third card before the banker's, and lands within a second", () => {
    const steps = baccaratDeal({ player: ['2S', '3H', '4D'], banker: ['KD', '2C', '7H'] });
    expect(steps.slice(4).map((s) => `${s.side}${s.index}`)).toEqual(['player2', 'banker2']);
    expect((steps[5] as { landed: number }).landed).toBeLessThanOrEqual(1_800);
    const bankerOnly = baccaratDeal({ player: ['9S', '7H'], banker: ['2D', '2C', '5H'] });
    expect(bankerOnly.map((s) => `${s.side}${s.index}`).at(-1)).toBe('banker2');
  });
});

describe('baccarat points', () => {
  it('counts aces 1, tens and pictures 0, and totals modulo 10', () => {
    expect(['AS', '9H', '10D', 'KC', 'QH', 'JS'].map(cardPoints)).toEqual([1, 9, 0, 0, 0, 0]);
    expect(handTotal(['7S', '8H'])).toBe(5);
    expect(handTotal(['7S', '8H', '9D'], 1)).toBe(7);
    expect(handTotal([])).toBe(0);
  });
});

describe('baccarat spots', () => {
  const amounts = (player: string, banker: string, tie: string) => ({ player, banker, tie });

  it('leaves empty and zero spots out of the play', () => {
    expect(baccaratPayload(amounts('1.5', '', '0'))).toEqual({ player: '1.50' });
    expect(baccaratPayload(amounts('', '2', '0.10'))).toEqual({ banker: '2.00', tie: '0.10' });
    expect(totalCents(amounts('1.5', '', '0.25'))).toBe(175);
  });

  it("refuses bad amounts in the spec's words, an empty table and more than the balance", () => {
    expect(spotProblem('-1')).toBe('Total Play cannot be less than zero');
    expect(spotProblem('1.234')).toBe('A play can have at most 2 decimals.');
    expect(spotProblem('')).toBeNull();
    expect(tableProblem(amounts('', '', ''), '10.00')).toBe('Place a play on player, banker or tie.');
    expect(tableProblem(amounts('6', '5', ''), '10.00')).toBe('Insufficient balance.');
    expect(tableProblem(amounts('5', '5', ''), '10.00')).toBeNull();
  });

  it('pays player 2×, banker 1.95×, tie 9×, and returns player and banker on a tie', () => {
    expect(spotResult('player', 'player')).toBe('win');
    expect(spotResult('banker', 'player')).toBe('loss');
    expect(spotResult('banker', 'tie')).toBe('push');
    expect(spotResult('tie', 'tie')).toBe('win');
    expect(spotResult('tie', 'banker')).toBe('loss');
  });
});
