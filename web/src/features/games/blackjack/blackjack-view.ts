import { formatAmount, parseAmount } from '@casino/contract';
import { type BlackjackAction, type BlackjackHand, type BlackjackState, handValue } from '@casino/fairness';
import { DEAL_MS, FLIP_MS } from '../cards/PlayingCard';
import type { StepGameView } from '../step/types';

/**
 * The blackjack game as the server shows it (server games/blackjack/play.ts view = fairness blackjackView):
 * the dealer's up card only until the game ends, and the actions allowed now.
 */
export interface BlackjackTable extends BlackjackState {
  actions: BlackjackAction[];
}

/** Every blackjack call's answer (server StepPlays.view). `wager` is everything staked so far. */
export type BlackjackGame = StepGameView<BlackjackTable>;

const minor = (amount: string) => parseAmount(amount) ?? 0n;

/**
 * The original play, recovered from everything staked: each hand stakes 1 or 2 plays, and insurance
 * costs half a play rounded down to the cent (as the server charges it).
 */
export function baseWager(game: Pick<BlackjackGame, 'wager' | 'state'>): string {
  const total = minor(game.wager);
  const units = BigInt(game.state.hands.reduce((sum, h) => sum + h.stake, 0));
  if (units === 0n) return formatAmount(total);
  if (game.state.insurance === 0) return formatAmount(total / units);
  const guess = (total * 2n) / (2n * units + 1n);
  for (const base of [guess, guess + 1n, guess - 1n])
    if (base * units + base / 2n === total) return formatAmount(base);
  return formatAmount(guess);
}

/** A hand's total as players read it: "7/17" while an ace can still count 11, else the single total. */
export function totalText(cards: readonly string[]): string {
  if (cards.length === 0) return '';
  const { total, soft } = handValue(cards);
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
}

export const isNaturalBlackjack = (hand: Pick<BlackjackHand, 'cards' | 'split'>) =>
  !hand.split && hand.cards.length === 2 && handValue(hand.cards).total === 21;

export type HandResult = 'blackjack' | 'win' | 'push' | 'bust' | 'lose';

/** How a finished hand came out, from what it returned. */
export function handResult(
  table: Pick<BlackjackTable, 'hands' | 'returns'>,
  index: number,
): HandResult | null {
  const hand = table.hands[index];
  const returned = table.returns?.[index];
  if (!hand || returned === undefined) return null;
  if (returned > hand.stake) return isNaturalBlackjack(hand) ? 'blackjack' : 'win';
  if (returned === hand.stake) return 'push';
  return handValue(hand.cards).total > 21 ? 'bust' : 'lose';
}

export const RESULT_TEXT: Record<HandResult, string> = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  bust: 'Bust',
  lose: 'Lose',
};

/** What an action costs on top of the play: a double or split one more play, insurance half of one. */
export function extraCost(action: BlackjackAction, base: string): string {
  const b = minor(base);
  if (action === 'double' || action === 'split') return formatAmount(b);
  if (action === 'insurance') return formatAmount(b / 2n);
  return '0.00';
}

export const canAfford = (action: BlackjackAction, base: string, balance: string) =>
  minor(extraCost(action, base)) <= minor(balance);

/** The gap between cards dealt in one go. */
export const DEAL_GAP_MS = 170;

export interface DealDelays {
  /** Per dealer card, when to deal it in (undefined: already on the table). */
  dealer: (number | undefined)[];
  /** When the hole card turns over (0 when it is not turning now). */
  holeFlip: number;
  /** Per hand, per card. */
  hands: (number | undefined)[][];
  /** When the last card of this change lies face up. */
  settledAt: number;
}

/** The dealer's cards as drawn on the table: the hole card face down (null) until the game ends. */
export const dealerCards = (table: Pick<BlackjackTable, 'dealer' | 'phase'>): (string | null)[] =>
  table.phase === 'finished' ? table.dealer : [...table.dealer.slice(0, 1), null];

/**
 * When each card newly on the table is dealt, in table order. A new game deals player, dealer,
 * player, hole card (then anything further, for a game resumed after a reload). A move deals the
 * player's new cards, then turns the hole card and deals the dealer's draws. A card counts as new
 * where the previous view had no card, or another card, in that place (a split moves cards).
 */
export function dealDelays(previous: BlackjackGame | null, next: BlackjackGame): DealDelays {
  const table = next.state;
  const dealer = dealerCards(table);
  const fresh = !previous || previous.id !== next.id;
  const before = fresh ? null : previous.state;
  const beforeDealer = before ? dealerCards(before) : [];
  const out: DealDelays = {
    dealer: dealer.map(() => undefined),
    holeFlip: 0,
    hands: table.hands.map((h) => h.cards.map(() => undefined)),
    settledAt: 0,
  };
  let step = 0;
  const nextStep = () => step++ * DEAL_GAP_MS;
  const handRow = (h: number) => out.hands[h] as (number | undefined)[];
  const isNew = (h: number, i: number) => before?.hands[h]?.cards[i] !== table.hands[h]?.cards[i];

  if (fresh) {
    handRow(0)[0] = nextStep();
    out.dealer[0] = nextStep();
    if (table.hands[0]?.cards[1] !== undefined) handRow(0)[1] = nextStep();
    if (dealer.length > 1) out.dealer[1] = nextStep();
  }
  for (const [h, hand] of table.hands.entries()) {
    for (const i of hand.cards.keys()) {
      if (handRow(h)[i] === undefined && isNew(h, i)) handRow(h)[i] = nextStep();
    }
  }
  if (!fresh && beforeDealer[1] === null && typeof dealer[1] === 'string') out.holeFlip = nextStep();
  for (const d of dealer.keys()) {
    if (out.dealer[d] === undefined && (fresh || beforeDealer[d] === undefined)) out.dealer[d] = nextStep();
  }
  out.settledAt = step === 0 ? 0 : (step - 1) * DEAL_GAP_MS + DEAL_MS + FLIP_MS;
  return out;
}
