import { describe, expect, it } from 'vitest';
import {
  type BlackjackGame,
  type BlackjackTable,
  baseWager,
  canAfford,
  DEAL_GAP_MS,
  dealDelays,
  dealerCards,
  extraCost,
  handResult,
  totalText,
} from './blackjack-view';

const table = (over: Partial<BlackjackTable> = {}): BlackjackTable => ({
  cursor: 4,
  dealer: ['9S'],
  hands: [{ cards: ['10H', '6D'], stake: 1, done: false, split: false }],
  active: 0,
  phase: 'player',
  insurance: 0,
  returns: null,
  insuranceReturn: 0,
  actions: ['hit', 'stand', 'double'],
  ...over,
});

const game = (state: BlackjackTable, over: Partial<BlackjackGame> = {}): BlackjackGame => ({
  id: '1',
  game: 'blackjack',
  status: 'active',
  wager: '1.00',
  game_mode: 'GC',
  state,
  payout: null,
  server_seed_hash: 'h',
  client_seed: 'c',
  nonce: 1,
  balance: '100.00',
  ...over,
});

describe('blackjack totals', () => {
  it('shows soft totals both ways and hard totals once', () => {
    expect(totalText(['AS', '6D'])).toBe('7/17');
    expect(totalText(['AS', 'KD'])).toBe('21');
    expect(totalText(['AS', '6D', '10C'])).toBe('17');
    expect(totalText(['10S', '6D'])).toBe('16');
    expect(totalText(['AS', 'AD'])).toBe('2/12');
    expect(totalText([])).toBe('');
  });
});

describe('the original play', () => {
  it('is everything staked over the hands stakes', () => {
    expect(baseWager({ wager: '3.00', state: table() })).toBe('3.00');
    const doubled = table({ hands: [{ cards: ['5S', '6D', 'KH'], stake: 2, done: true, split: false }] });
    expect(baseWager({ wager: '5.00', state: doubled })).toBe('2.50');
    const split = table({
      hands: [
        { cards: ['8S', '3D'], stake: 2, done: true, split: true },
        { cards: ['8H', 'KD'], stake: 1, done: false, split: true },
      ],
    });
    expect(baseWager({ wager: '3.30', state: split })).toBe('1.10');
  });

  it('allows for insurance at half the play, rounded down to the cent', () => {
    // A 0.05 play insured for 0.02: 0.07 staked.
    expect(baseWager({ wager: '0.07', state: table({ insurance: 0.5 }) })).toBe('0.05');
    expect(baseWager({ wager: '1.50', state: table({ insurance: 0.5 }) })).toBe('1.00');
    expect(baseWager({ wager: '12345.67', state: table({ insurance: 0.5 }) })).toBe('8230.45');
  });
});

describe('what an action costs', () => {
  it('charges a play for double and split, half for insurance, and checks the balance', () => {
    expect(extraCost('double', '2.00')).toBe('2.00');
    expect(extraCost('insurance', '0.05')).toBe('0.02');
    expect(extraCost('hit', '2.00')).toBe('0.00');
    expect(canAfford('split', '2.00', '1.99')).toBe(false);
    expect(canAfford('insurance', '2.00', '1.00')).toBe(true);
    expect(canAfford('stand', '2.00', '0.00')).toBe(true);
  });
});

describe('hand results', () => {
  it('reads blackjack, win, push, bust and lose from what each hand returned', () => {
    const done = table({
      phase: 'finished',
      dealer: ['9S', '8D'],
      hands: [
        { cards: ['AS', 'KD'], stake: 1, done: true, split: false },
        { cards: ['10S', '9D'], stake: 2, done: true, split: true },
        { cards: ['10S', '7D'], stake: 1, done: true, split: true },
        { cards: ['10S', '7D', '9C'], stake: 1, done: true, split: true },
        { cards: ['10S', '6D'], stake: 1, done: true, split: true },
      ],
      returns: [2.5, 4, 1, 0, 0],
    });
    expect([0, 1, 2, 3, 4].map((i) => handResult(done, i))).toEqual([
      'blackjack',
      'win',
      'push',
      'bust',
      'lose',
    ]);
    expect(handResult(table(), 0)).toBeNull();
  });
});

describe('dealing', () => {
  it('hides the hole card until the game ends', () => {
    expect(dealerCards(table())).toEqual(['9S', null]);
    expect(dealerCards(table({ phase: 'insurance', dealer: ['AS'] }))).toEqual(['AS', null]);
    expect(dealerCards(table({ phase: 'finished', dealer: ['9S', '7D'] }))).toEqual(['9S', '7D']);
  });

  it('deals a new game player, dealer, player, hole card', () => {
    const d = dealDelays(null, game(table()));
    expect(d.hands[0]).toEqual([0, 2 * DEAL_GAP_MS]);
    expect(d.dealer).toEqual([DEAL_GAP_MS, 3 * DEAL_GAP_MS]);
    expect(d.holeFlip).toBe(0);
    expect(d.settledAt).toBeGreaterThan(3 * DEAL_GAP_MS);
  });

  it('deals only the new card on a hit', () => {
    const before = game(table());
    const after = game(
      table({ hands: [{ cards: ['10H', '6D', '3C'], stake: 1, done: false, split: false }] }),
    );
    const d = dealDelays(before, after);
    expect(d.hands[0]).toEqual([undefined, undefined, 0]);
    expect(d.dealer).toEqual([undefined, undefined]);
  });

  it('on a stand turns the hole card, then deals the dealer its draws', () => {
    const before = game(table());
    const after = game(table({ phase: 'finished', dealer: ['9S', '4D', '5C'], returns: [0], actions: [] }), {
      status: 'settled',
      payout: '0.00',
    });
    const d = dealDelays(before, after);
    expect(d.hands[0]).toEqual([undefined, undefined]);
    expect(d.holeFlip).toBe(0);
    expect(d.dealer).toEqual([undefined, undefined, DEAL_GAP_MS]);
  });

  it('treats the cards a split moves as dealt afresh', () => {
    const before = game(table({ hands: [{ cards: ['8S', '8D'], stake: 1, done: false, split: false }] }));
    const after = game(
      table({
        hands: [
          { cards: ['8S', '3C'], stake: 1, done: false, split: true },
          { cards: ['8D', 'KH'], stake: 1, done: false, split: true },
        ],
      }),
    );
    const d = dealDelays(before, after);
    expect(d.hands[0]).toEqual([undefined, 0]);
    expect(d.hands[1]).toEqual([DEAL_GAP_MS, 2 * DEAL_GAP_MS]);
  });

  it('deals a new game afresh even right after another', () => {
    const old = game(table({ phase: 'finished', dealer: ['9S', '8D'], returns: [0] }), { status: 'settled' });
    const d = dealDelays(old, game(table(), { id: '2' }));
    expect(d.hands[0]).toEqual([0, 2 * DEAL_GAP_MS]);
  });
});
