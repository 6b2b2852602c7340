import { cardFromFloat } from '../cards';

/**
 * Blackjack on an infinite deck, the rules we publish:
 * - cards in draw order: two to the player, two to the dealer (the second is the hole card), then every
 *   further card in the order the game asks for it; at most 52 cards a game;
 * - dealer stands on all 17s; blackjack pays 3:2; the dealer peeks for blackjack under an ace or a
 *   ten-value card, so a dealer blackjack only ever takes the original play;
 * - insurance is offered under an ace for half the play and pays 2:1;
 * - double on any first two cards, also after a split; split once, on two cards of the same rank; on a
 *   split the first hand takes its second card, then the second hand; split aces take one card each and
 *   stand; 21 after a split is not blackjack.
 */
export const BLACKJACK_MAX_CARDS = 52;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';

export interface BlackjackHand {
  cards: string[];
  /** Units of the original play staked on this hand: 1, or 2 after a double. */
  stake: number;
  done: boolean;
  split: boolean;
}

export interface BlackjackState {
  /** Cards taken from the stream so far. */
  cursor: number;
  dealer: string[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'player' | 'finished';
  /** Units of the original play bought as insurance: 0 or 0.5. */
  insurance: number;
  /** Per hand, total returned in units of the original play (stake included); set when finished. */
  returns: number[] | null;
  insuranceReturn: number;
}

/** The card deck of one game: card k is cardFromFloat(float k). */
export function blackjackCards(gameFloats: readonly number[]): string[] {
  return gameFloats.slice(0, BLACKJACK_MAX_CARDS).map((f) => cardFromFloat(f).code);
}

const rankOf = (code: string) => code.slice(0, -1);

function cardValue(code: string): number {
  const rank = rankOf(code);
  if (rank === 'A') return 11;
  if (rank === 'K' || rank === 'Q' || rank === 'J') return 10;
  return Number(rank);
}

/** Best total not over 21 where possible, and whether an ace still counts 11. */
export function handValue(cards: readonly string[]): { total: number; soft: boolean } {
  let total = 0;
  let elevens = 0;
  for (const code of cards) {
    total += cardValue(code);
    if (rankOf(code) === 'A') elevens++;
  }
  while (total > 21 && elevens > 0) {
    total -= 10;
    elevens--;
  }
  return { total, soft: elevens > 0 };
}

const isBlackjack = (hand: { cards: readonly string[]; split?: boolean }) =>
  !hand.split && hand.cards.length === 2 && handValue(hand.cards).total === 21;

/** The error a refused action gives; the state is left unchanged. */
export class BlackjackActionError extends Error {}

function draw(state: BlackjackState, deck: readonly string[]): string {
  const card = deck[state.cursor];
  if (card === undefined) throw new BlackjackActionError('The deck is exhausted.');
  state.cursor++;
  return card;
}

/** Deals a new game. */
export function blackjackDeal(deck: readonly string[]): BlackjackState {
  const state: BlackjackState = {
    cursor: 0,
    dealer: [],
    hands: [],
    active: 0,
    phase: 'player',
    insurance: 0,
    returns: null,
    insuranceReturn: 0,
  };
  const first = draw(state, deck);
  const second = draw(state, deck);
  state.hands.push({ cards: [first, second], stake: 1, done: false, split: false });
  state.dealer.push(draw(state, deck), draw(state, deck));
  if (rankOf(state.dealer[0] as string) === 'A') state.phase = 'insurance';
  else peek(state, deck);
  return state;
}

/** After the insurance decision (or at once without an ace): dealer or player blackjack ends the game. */
function peek(state: BlackjackState, deck: readonly string[]) {
  state.phase = 'player';
  const dealerBlackjack = isBlackjack({ cards: state.dealer });
  const hand = state.hands[0] as BlackjackHand;
  if (dealerBlackjack || isBlackjack(hand)) {
    hand.done = true;
    finish(state, deck);
  }
}

/** What the player may do now. */
export function blackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'no_insurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active] as BlackjackHand;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a, b] = hand.cards as [string, string];
    if (state.hands.length === 1 && rankOf(a) === rankOf(b)) actions.push('split');
  }
  return actions;
}

/**
 * Applies one action and returns the new state (the input is not changed). Refused actions throw
 * BlackjackActionError. The caller charges the extra play a double, split or insurance costs.
 */
export function blackjackAct(
  current: BlackjackState,
  action: BlackjackAction,
  deck: readonly string[],
): BlackjackState {
  if (!blackjackActions(current).includes(action)) {
    throw new BlackjackActionError(`You cannot ${action.replace('_', ' ')} now.`);
  }
  const state = structuredClone(current);
  if (action === 'insurance' || action === 'no_insurance') {
    state.insurance = action === 'insurance' ? 0.5 : 0;
    peek(state, deck);
    return state;
  }
  const hand = state.hands[state.active] as BlackjackHand;
  if (action === 'stand') {
    hand.done = true;
  } else if (action === 'hit') {
    hand.cards.push(draw(state, deck));
    if (handValue(hand.cards).total >= 21) hand.done = true;
  } else if (action === 'double') {
    hand.stake = 2;
    hand.cards.push(draw(state, deck));
    hand.done = true;
  } else {
    const [a, b] = hand.cards as [string, string];
    const left: BlackjackHand = { cards: [a], stake: 1, done: false, split: true };
    const right: BlackjackHand = { cards: [b], stake: 1, done: false, split: true };
    left.cards.push(draw(state, deck));
    right.cards.push(draw(state, deck));
    state.hands = [left, right];
    const aces = rankOf(a) === 'A';
    for (const h of state.hands) if (aces || handValue(h.cards).total === 21) h.done = true;
  }
  advance(state, deck);
  return state;
}

function advance(state: BlackjackState, deck: readonly string[]) {
  while (state.active < state.hands.length && (state.hands[state.active] as BlackjackHand).done)
    state.active++;
  if (state.active >= state.hands.length) {
    state.active = state.hands.length - 1;
    finish(state, deck);
  }
}

function finish(state: BlackjackState, deck: readonly string[]) {
  const dealerBlackjack = isBlackjack({ cards: state.dealer });
  const live = state.hands.some((h) => handValue(h.cards).total <= 21 && !isBlackjack(h));
  if (!dealerBlackjack && live) {
    while (handValue(state.dealer).total < 17) state.dealer.push(draw(state, deck));
  }
  const dealer = handValue(state.dealer).total;
  state.returns = state.hands.map((hand) => {
    const player = handValue(hand.cards).total;
    if (isBlackjack(hand)) return dealerBlackjack ? hand.stake : hand.stake * 2.5;
    if (dealerBlackjack || player > 21) return 0;
    if (dealer > 21 || player > dealer) return hand.stake * 2;
    return player === dealer ? hand.stake : 0;
  });
  state.insuranceReturn = dealerBlackjack ? state.insurance * 3 : 0;
  state.phase = 'finished';
}

/** Units of the original play staked so far: hands plus insurance. */
export function blackjackStaked(state: BlackjackState): number {
  return state.hands.reduce((sum, h) => sum + h.stake, 0) + state.insurance;
}

/** Units of the original play returned at the end. */
export function blackjackReturned(state: BlackjackState): number {
  return (state.returns ?? []).reduce((sum, r) => sum + r, 0) + state.insuranceReturn;
}

/** What a player may see mid-game: the hole card stays hidden until the game ends. */
export function blackjackView(state: BlackjackState) {
  return {
    ...state,
    dealer: state.phase === 'finished' ? state.dealer : state.dealer.slice(0, 1),
    actions: blackjackActions(state),
  };
}
