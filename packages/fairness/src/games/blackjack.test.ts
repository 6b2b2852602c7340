import { describe, expect, it } from 'vitest';
import {
  BlackjackActionError,
  blackjackAct,
  blackjackActions,
  blackjackDeal,
  blackjackReturned,
  blackjackStaked,
  blackjackView,
  handValue,
} from './blackjack';

/** A deck whose first cards are the given codes, padded with 2s. */
const deck = (...codes: string[]) => [...codes, ...Array(52 - codes.length).fill('2C')];

describe('blackjack hand values', () => {
  it('counts aces as 11 until that busts', () => {
    expect(handValue(['AS', 'KD'])).toEqual({ total: 21, soft: true });
    expect(handValue(['AS', 'AD', '9C'])).toEqual({ total: 21, soft: true });
    expect(handValue(['AS', '6D', '9C'])).toEqual({ total: 16, soft: false });
  });
});

describe('blackjack games', () => {
  it('deals player, player, dealer, dealer and pays a natural 3:2', () => {
    const state = blackjackDeal(deck('AS', 'KD', '9C', '7H'));
    expect(state.hands[0]?.cards).toEqual(['AS', 'KD']);
    expect(state.dealer).toEqual(['9C', '7H']);
    expect(state.phase).toBe('finished');
    expect(blackjackReturned(state)).toBe(2.5);
  });

  it('hides the hole card until the end', () => {
    const state = blackjackDeal(deck('9S', '7D', '10C', '6H'));
    expect(blackjackView(state).dealer).toEqual(['10C']);
    expect(blackjackView(state).actions).toEqual(['hit', 'stand', 'double']);
  });

  it('dealer draws to 17 and stands on soft 17; a refused action changes nothing', () => {
    const cards = deck('10S', '8D', '6C', 'AH', '5D');
    const dealt = blackjackDeal(cards);
    expect(() => blackjackAct(dealt, 'insurance', cards)).toThrow(BlackjackActionError);
    const state = blackjackAct(dealt, 'stand', cards);
    expect(state.dealer).toEqual(['6C', 'AH']);
    expect(blackjackReturned(state)).toBe(2);
    expect(dealt.phase).toBe('player');
  });

  it('doubles: one card, twice the stake', () => {
    const cards = deck('6S', '5D', '10C', '7H', '10D');
    const state = blackjackAct(blackjackDeal(cards), 'double', cards);
    expect(state.hands[0]?.cards).toEqual(['6S', '5D', '10D']);
    expect(blackjackStaked(state)).toBe(2);
    expect(blackjackReturned(state)).toBe(4);
  });

  it('splits a pair: first hand takes its card, then the second; each plays on', () => {
    const cards = deck('8S', '8D', '10C', '9H', '3C', 'KD', '10H');
    let state = blackjackAct(blackjackDeal(cards), 'split', cards);
    expect(state.hands.map((h) => h.cards)).toEqual([
      ['8S', '3C'],
      ['8D', 'KD'],
    ]);
    expect(blackjackActions(state)).toEqual(['hit', 'stand', 'double']);
    state = blackjackAct(state, 'hit', cards); // 8 3 10 = 21 stands by itself
    expect(state.active).toBe(1);
    state = blackjackAct(state, 'stand', cards); // 18 vs dealer 19
    expect(state.phase).toBe('finished');
    expect(state.returns).toEqual([2, 0]);
    expect(blackjackStaked(state)).toBe(2);
  });

  it('split aces take one card each and 21 after a split is not blackjack', () => {
    const cards = deck('AS', 'AD', '10C', '9H', 'KC', '5D');
    const state = blackjackAct(blackjackDeal(cards), 'split', cards);
    expect(state.phase).toBe('finished');
    expect(state.returns).toEqual([2, 0]);
  });

  it('offers insurance under an ace; insurance pays 2:1 when the dealer has blackjack', () => {
    const cards = deck('10S', '9D', 'AC', 'KH');
    const dealt = blackjackDeal(cards);
    expect(dealt.phase).toBe('insurance');
    expect(blackjackActions(dealt)).toEqual(['insurance', 'no_insurance']);
    const state = blackjackAct(dealt, 'insurance', cards);
    expect(state.phase).toBe('finished');
    expect(blackjackStaked(state)).toBe(1.5);
    expect(blackjackReturned(state)).toBe(1.5);
  });

  it('a bust loses at once and the dealer does not draw', () => {
    const cards = deck('10S', '6D', '10C', '6H', 'KD', '5C');
    const state = blackjackAct(blackjackDeal(cards), 'hit', cards);
    expect(state.dealer).toEqual(['10C', '6H']);
    expect(blackjackReturned(state)).toBe(0);
  });
});
