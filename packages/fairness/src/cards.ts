/** Ranks in deck order; index = floor(f * 52) picks rank `index >> 2` and suit `index & 3`. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** Suits within a rank: ♦ ♥ ♠ ♣ (fairness.md "Cards"). */
export const SUITS = ['D', 'H', 'S', 'C'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
  /** Rank then suit letter: "QS", "10D", "AH", "2C". */
  code: string;
}

/** The card a float draws from an infinite deck (every draw independent). */
export function cardFromFloat(f: number): Card {
  const index = Math.floor(f * 52);
  const rank = RANKS[index >> 2] as Rank;
  const suit = SUITS[index & 3] as Suit;
  return { rank, suit, code: `${rank}${suit}` };
}

const SUIT_SYMBOLS: Record<string, string> = { D: '♦', H: '♥', S: '♠', C: '♣' };
/** A card code as printed: "QS" → "Q♠". */
export const cardLabel = (code: string) => `${code.slice(0, -1)}${SUIT_SYMBOLS[code.slice(-1)] ?? ''}`;
