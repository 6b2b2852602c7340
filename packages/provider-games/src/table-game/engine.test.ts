import { describe, expect, it } from 'vitest';
import { fraction, toNumber } from '../fraction';
import { seededRandomInt } from '../rng';
import { bookRound, simulate } from '../simulate';
import { play, rtp } from './engine';
import { DRAGON_TIGER, HIGH_CARD, TABLE_GAME_TABLES } from './tables';

describe('table game', () => {
  it('returns exactly 325/338 on every bet of every table', () => {
    for (const table of TABLE_GAME_TABLES)
      for (const [bet, exact] of Object.entries(rtp(table))) {
        expect({ table: table.variant, bet, exact }).toEqual({
          table: table.variant,
          bet,
          exact: fraction(325, 338),
        });
      }
    expect(HIGH_CARD.outcomes.reduce((total, outcome) => total + outcome.weight, 0)).toBe(169);
    expect(DRAGON_TIGER.outcomes.reduce((total, outcome) => total + outcome.weight, 0)).toBe(52 * 52);
  });

  it('settles every bet on the drawn hand: a tie returns half of a side bet', () => {
    // The first outcome of High Card is 2 against 2.
    const round = play(HIGH_CARD, () => 0, [
      { on: 'player', stake: 100n },
      { on: 'tie', stake: 10n },
    ]);
    expect(round.name).toBe('2-2');
    expect(round.bets.map((bet) => bet.win)).toEqual(['50', '125']);
    expect(round.win).toBe('175');
    expect(() => play(HIGH_CARD, () => 0, [{ on: 'player', stake: 3n }])).toThrow(RangeError);
    expect(() => play(HIGH_CARD, () => 0, [{ on: 'banker', stake: 2n }])).toThrow(RangeError);
  });

  // 60k rounds a bet keeps the file near 2 s: standard error about 0.004 on an even-money bet, about 0.03
  // on the suited tie (1 in 52 at 50 for 1), so every check is four standard errors of its own run.
  it.each(
    TABLE_GAME_TABLES.flatMap((table) => table.bets.map((bet) => [table.variant, bet, table] as const)),
  )('simulated %s %s bets land near the exact return', (_, bet, table) => {
    const { mean, standardError } = simulate(bookRound(table, bet), 60_000, seededRandomInt(5));
    expect(Math.abs(mean - toNumber(fraction(325, 338)))).toBeLessThan(4 * standardError);
  });
});
