import { describe, expect, it } from 'vitest';
import { tableHand } from './table-hand';

describe('a table game’s hand', () => {
  it('reads the drawn hand and which side it pays, ace high', () => {
    expect(tableHand('K-7')).toMatchObject({ left: 'K', right: '7', winner: 'left', suited: false });
    expect(tableHand('10-A')).toMatchObject({ left: '10', right: 'A', winner: 'right' });
    expect(tableHand('Q-Q')).toMatchObject({ winner: 'tie', suits: ['♠', '♦'] });
  });

  it('draws a suited tie in one suit, and nothing before the first deal', () => {
    expect(tableHand('Q-Q suited')).toMatchObject({ winner: 'tie', suited: true, suits: ['♥', '♥'] });
    expect(tableHand(null)).toBeNull();
    expect(tableHand('')).toBeNull();
  });
});
