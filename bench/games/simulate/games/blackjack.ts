import {
  type BlackjackAction,
  BlackjackActionError,
  type BlackjackState,
  blackjackAct,
  blackjackActions,
  blackjackCards,
  blackjackDeal,
  blackjackReturned,
  blackjackStaked,
  handValue,
} from '@casino/fairness';
import { blackjack } from '../../../../server/src/modules/games/blackjack/descriptor';
import { seededGame } from '../game';
import { playStepGame } from '../server';
import type { PlayStream } from '../stream';

type Strategy = (state: BlackjackState) => BlackjackAction;

const rank = (code: string) => code.slice(0, -1);
/** The dealer's up card as 2–11 (ace 11, tens and pictures 10). */
const upValue = (code: string) => {
  const r = rank(code);
  return r === 'A' ? 11 : r === 'K' || r === 'Q' || r === 'J' ? 10 : Number(r);
};

/** Draw to 17 like the dealer; never insure, double or split. */
const hitBelow17: Strategy = (state) => {
  if (state.phase === 'insurance') return 'no_insurance';
  const hand = state.hands[state.active];
  return handValue(hand?.cards ?? []).total < 17 ? 'hit' : 'stand';
};

/** Pairs to split, by rank, against the dealer's up card (double after split allowed). */
function splits(pair: string, up: number): boolean {
  if (pair === 'A' || pair === '8') return true;
  if (pair === '9') return up <= 9 && up !== 7;
  if (pair === '7' || pair === '3' || pair === '2') return up <= 7;
  if (pair === '6') return up <= 6;
  if (pair === '4') return up === 5 || up === 6;
  return false;
}

/**
 * The textbook basic strategy for these rules (infinite deck, dealer stands on soft 17, peek, double any
 * two cards and after a split, no surrender); never insure.
 */
const basic: Strategy = (state) => {
  if (state.phase === 'insurance') return 'no_insurance';
  const hand = state.hands[state.active]?.cards ?? [];
  const actions = blackjackActions(state);
  const up = upValue(state.dealer[0] as string);
  const canDouble = actions.includes('double');
  const doubleOrHit: BlackjackAction = canDouble ? 'double' : 'hit';
  const doubleOrStand: BlackjackAction = canDouble ? 'double' : 'stand';
  if (actions.includes('split') && splits(rank(hand[0] as string), up)) return 'split';
  const { total, soft } = handValue(hand);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return up >= 3 && up <= 6 ? doubleOrStand : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return up >= 3 && up <= 6 ? doubleOrHit : 'hit';
    if (total >= 15) return up >= 4 && up <= 6 ? doubleOrHit : 'hit';
    return up === 5 || up === 6 ? doubleOrHit : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? doubleOrHit : 'hit';
  if (total === 10) return up <= 9 ? doubleOrHit : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? doubleOrHit : 'hit';
  return 'hit';
};

const STRATEGIES: { label: string; strategy: Strategy }[] = [
  { label: 'hit below 17', strategy: hitBelow17 },
  { label: 'basic strategy', strategy: basic },
];

/** One game with the package's engine, as the server runs it, on a deck of `size` cards. */
function playOn(deck: string[], strategy: Strategy): BlackjackState {
  let state = blackjackDeal(deck);
  while (state.phase !== 'finished') state = blackjackAct(state, strategy(state), deck);
  return state;
}

/**
 * Most games use under 9 cards, so the first hashing block (8 floats) is tried first; a game that runs
 * out is replayed from the start on the full 52-card deck, which gives the same game the server plays.
 */
function play(stream: PlayStream, out: { stake: Float64Array; returned: Float64Array }) {
  for (let v = 0; v < STRATEGIES.length; v++) {
    const { strategy } = STRATEGIES[v] as (typeof STRATEGIES)[number];
    let state: BlackjackState;
    try {
      state = playOn(blackjackCards(stream.floats(8)), strategy);
    } catch (error) {
      if (!(error instanceof BlackjackActionError)) throw error;
      state = playOn(blackjackCards(stream.floats(52)), strategy);
    }
    out.stake[v] = blackjackStaked(state);
    out.returned[v] = blackjackReturned(state);
  }
}

export const blackjackSim = seededGame({
  name: 'blackjack',
  cost: 30,
  variants: STRATEGIES.map(({ label }) => ({ label, configured: 'strategy-dependent' })),
  play,
  reference: (seeds, v) => {
    const { strategy } = STRATEGIES[v] as (typeof STRATEGIES)[number];
    return playStepGame(blackjack, {}, seeds, (state) => ({ action: strategy(state) }));
  },
});
