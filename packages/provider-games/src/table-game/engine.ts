import { type Bet, type BookOutcome, bookRtp, type OutcomeBook, playBook } from '../book';
import type { Fraction } from '../fraction';
import type { RandomInt } from '../rng';

/**
 * A card table game settled from a weighted outcome book (see book.ts): each outcome is a hand (the
 * ranks dealt, and for ties whether the suits match), with its gross pay for every bet type.
 */
export interface TableGameTable extends OutcomeBook {
  readonly variant: string;
}

export type TableGameOutcome = BookOutcome;

/** One round: one outcome drawn, each bet settled on it. */
export function play(table: TableGameTable, randomInt: RandomInt, bets: readonly Bet[]): TableGameOutcome {
  return playBook(table, randomInt, bets);
}

/** The exact return of each bet type, as a share of its stake. */
export function rtp(table: TableGameTable): Record<string, Fraction> {
  return bookRtp(table);
}
