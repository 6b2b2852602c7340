/** Ranks low to high, as the table games deal them (ace high). */
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

export interface TableHand {
  left: string;
  right: string;
  suited: boolean;
  /** The side whose card is higher, or a tie. */
  winner: 'left' | 'right' | 'tie';
  /** The suits the cards are drawn with: the draw names only whether a tie is suited, so the page picks. */
  suits: [Suit, Suit];
}

export type Suit = '♠' | '♥' | '♦' | '♣';

/** A table game's drawn hand ("K-7", "Q-Q suited") as the table shows it; null before the first deal. */
export function tableHand(name: string | null): TableHand | null {
  const [hand = '', flag] = name?.split(' ') ?? [];
  const [left, right] = hand.split('-');
  if (!left || !right) return null;
  const order = RANKS.indexOf(left) - RANKS.indexOf(right);
  const suited = flag === 'suited';
  return {
    left,
    right,
    suited,
    winner: order > 0 ? 'left' : order < 0 ? 'right' : 'tie',
    suits: suited ? ['♥', '♥'] : ['♠', '♦'],
  };
}
