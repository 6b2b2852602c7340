import { type OutcomeBook, playBook } from './book';
import type { RandomInt } from './rng';
import * as videoSlot from './video-slot/engine';
import * as waysSlot from './ways-slot/engine';

/**
 * Monte Carlo checks of the exact returns (the tests and bench/games/provider-rtp.ts): a round is one
 * paid play and everything it leads to, as a multiple of its stake.
 */
export type Round = (randomInt: RandomInt) => number;

/** A paid spin at one credit a line, then every free spin it awards, retriggers included. */
export function videoSlotRound(table: videoSlot.VideoSlotTable): Round {
  const bet = BigInt(table.lines.length);
  return (randomInt) => {
    const spin = videoSlot.play(table, randomInt, bet);
    let credits = spin.credits;
    let state = { remaining: spin.freeSpinsAwarded };
    while (state.remaining > 0) {
      const free = videoSlot.playFreeSpin(table, randomInt, bet, state);
      credits += free.outcome.credits;
      state = free.state;
    }
    return credits / table.lines.length;
  };
}

export function waysSlotRound(table: waysSlot.WaysSlotTable): Round {
  const bet = BigInt(table.betCredits);
  return (randomInt) => waysSlot.play(table, randomInt, bet).credits / table.betCredits;
}

/** One stake of `unit` on one bet type. */
export function bookRound(book: OutcomeBook, on: string): Round {
  const bets = [{ on, stake: BigInt(book.unit) }];
  return (randomInt) => (playBook(book, randomInt, bets).bets[0]?.credits ?? 0) / book.unit;
}

/** Mean return over `rounds` rounds and its standard error (sample deviation / √rounds). */
export function simulate(round: Round, rounds: number, randomInt: RandomInt) {
  let total = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const returned = round(randomInt);
    total += returned;
    squares += returned * returned;
  }
  const mean = total / rounds;
  const variance = (squares - rounds * mean * mean) / (rounds - 1);
  return { mean, standardError: Math.sqrt(variance / rounds) };
}
