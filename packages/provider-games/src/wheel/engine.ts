import { type Bet, type BookOutcome, bookRtp, type OutcomeBook, playBook } from '../book';
import type { Fraction } from '../fraction';
import type { RandomInt } from '../rng';

/**
 * A game-show money wheel: segments of different sizes (weights), each with the gross multiple of the
 * stake a bet on it pays when the wheel stops there; a segment paying 0 (the bust) takes no bets.
 * Multipliers are integers, so a win is stake × multiplier exactly.
 */
export interface WheelTable {
  readonly variant: string;
  readonly segments: readonly {
    readonly label: string;
    readonly weight: number;
    readonly multiplier: number;
  }[];
}

export type WheelOutcome = BookOutcome;

/** The wheel as an outcome book: a bet on a segment pays its multiplier there and nothing elsewhere. */
export function wheelBook(table: WheelTable): OutcomeBook {
  return {
    bets: table.segments.filter((segment) => segment.multiplier > 0).map((segment) => segment.label),
    unit: 1,
    outcomes: table.segments.map((segment) => ({
      name: segment.label,
      weight: segment.weight,
      pays: segment.multiplier > 0 ? { [segment.label]: segment.multiplier } : {},
    })),
  };
}

/** One spin: the segment it stops on (`name`) and each bet settled. */
export function play(table: WheelTable, randomInt: RandomInt, bets: readonly Bet[]): WheelOutcome {
  return playBook(wheelBook(table), randomInt, bets);
}

/** The exact return of a bet on each segment: weight × multiplier / total weight. */
export function rtp(table: WheelTable): Record<string, Fraction> {
  return bookRtp(wheelBook(table));
}
