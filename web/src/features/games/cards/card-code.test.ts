import { describe, expect, it } from 'vitest';
import { cardLabel, parseCard } from './card-code';

describe('card codes', () => {
  it('write cards with suit symbols', () => {
    expect(cardLabel('QS')).toBe('Q♠');
    expect(cardLabel('10D')).toBe('10♦');
  });

  it('reads rank, suit and colour', () => {
    expect(parseCard('QS')).toEqual({ rank: 'Q', suit: 'S', red: false, name: 'Queen of spades' });
    expect(parseCard('10D')).toEqual({ rank: '10', suit: 'D', red: true, name: '10 of diamonds' });
    expect(parseCard('AH').name).toBe('Ace of hearts');
    expect(parseCard('2C').red).toBe(false);
  });

  it('refuses what is not a card', () => {
    expect(() => parseCard('1S')).toThrow();
    expect(() => parseCard('QX')).toThrow();
    expect(() => parseCard('')).toThrow();
  });
});
