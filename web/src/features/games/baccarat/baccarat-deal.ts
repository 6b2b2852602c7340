import { type BaccaratOutcome as BaccaratDraw, baccaratValue, type Rank, type Suit } from '@casino/fairness';
import { parseCard } from '../cards/card-code';
import { DEAL_MS, FLIP_MS } from '../cards/PlayingCard';

/** The server's baccarat outcome (packages/fairness baccarat(), plus the plays it settled). */
export interface BaccaratOutcome extends BaccaratDraw {
  bets: { player: string; banker: string; tie: string };
}

export interface DealStep {
  side: 'player' | 'banker';
  /** Position in that side's hand. */
  index: number;
  code: string;
  /** When the card starts to be dealt, and when it lies face up (ms after the result arrives). */
  at: number;
  landed: number;
}

/** The first four cards alternate quickly; a third card waits a beat, as a dealer pauses to check the tableau. */
export const CARD_GAP_MS = 150;
export const THIRD_CARD_PAUSE_MS = 200;

/**
 * The order the table deals: player, banker, player, banker, then the player's third card and the
 * banker's third card when the tableau calls for them (the player's always comes first).
 */
export function baccaratDeal(outcome: Pick<BaccaratOutcome, 'player' | 'banker'>): DealStep[] {
  const order: { side: 'player' | 'banker'; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (outcome.player[2]) order.push({ side: 'player', index: 2 });
  if (outcome.banker[2]) order.push({ side: 'banker', index: 2 });
  return order.map((step, i) => {
    const at = i * CARD_GAP_MS + (i >= 4 ? (i - 3) * THIRD_CARD_PAUSE_MS : 0);
    return { ...step, code: outcome[step.side][step.index] as string, at, landed: at + DEAL_MS + FLIP_MS };
  });
}

/** Baccarat points of a card: ace 1, 2–9 face value, tens and pictures 0. */
export function cardPoints(code: string): number {
  const { rank, suit } = parseCard(code);
  return baccaratValue({ rank: rank as Rank, suit: suit as Suit, code });
}

/** A hand's total from its first `count` cards: the sum of points, modulo 10. */
export function handTotal(cards: readonly string[], count = cards.length): number {
  return cards.slice(0, count).reduce((sum, code) => sum + cardPoints(code), 0) % 10;
}
