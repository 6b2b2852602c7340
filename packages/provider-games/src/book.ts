import { type Fraction, fraction } from './fraction';
import { checkBet, winFor } from './money';
import { pickWeighted, type RandomInt } from './rng';

/**
 * A weighted outcome book: one outcome is drawn with probability weight / total weight, and each bet
 * type pays its gross credits (stake included) on that outcome, for a stake of `unit` credits. The table
 * game and the money wheel are both books. Money: a stake is a multiple of `unit` minor units.
 */
export interface OutcomeBook {
  readonly bets: readonly string[];
  readonly unit: number;
  readonly outcomes: readonly BookEntry[];
}

export interface BookEntry {
  readonly name: string;
  readonly weight: number;
  /** Gross credits per bet type on this outcome; a bet type not named loses. */
  readonly pays: Readonly<Record<string, number>>;
}

export interface Bet {
  on: string;
  /** Minor units, a multiple of the book's unit. */
  stake: bigint;
}

export interface BookOutcome {
  /** Index of the drawn outcome in the book. */
  index: number;
  name: string;
  bets: { on: string; stake: string; credits: number; win: string }[];
  /** Total win in minor units, as a decimal string. */
  win: string;
}

export function playBook(book: OutcomeBook, randomInt: RandomInt, bets: readonly Bet[]): BookOutcome {
  if (bets.length === 0) throw new RangeError('at least one bet');
  for (const bet of bets) {
    if (!book.bets.includes(bet.on)) throw new RangeError(`no bet named ${bet.on}`);
    checkBet(bet.stake, book.unit);
  }
  const index = pickWeighted(
    book.outcomes.map((outcome) => outcome.weight),
    randomInt,
  );
  const outcome = book.outcomes[index] as BookEntry;
  const settled = bets.map((bet) => {
    const credits = outcome.pays[bet.on] ?? 0;
    return { on: bet.on, stake: bet.stake.toString(), credits, win: winFor(bet.stake, credits, book.unit) };
  });
  const win = settled.reduce((total, bet) => total + BigInt(bet.win), 0n).toString();
  return { index, name: outcome.name, bets: settled, win };
}

/** The exact return of each bet type: Σ weight × gross credits / (total weight × unit). */
export function bookRtp(book: OutcomeBook): Record<string, Fraction> {
  const total = book.outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  return Object.fromEntries(
    book.bets.map((bet) => {
      const paid = book.outcomes.reduce((sum, outcome) => sum + outcome.weight * (outcome.pays[bet] ?? 0), 0);
      return [bet, fraction(paid, total * book.unit)];
    }),
  );
}
