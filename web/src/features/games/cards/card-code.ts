/** A card as the server writes it: rank then suit letter ("QS", "10D", "AH", "2C"). */
export type SuitLetter = 'D' | 'H' | 'S' | 'C';

export interface CardFace {
  rank: string;
  suit: SuitLetter;
  /** Hearts and diamonds are printed red. */
  red: boolean;
  /** Spoken name for screen readers: "Queen of spades". */
  name: string;
}

const SUIT_NAMES: Record<SuitLetter, string> = { D: 'diamonds', H: 'hearts', S: 'spades', C: 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' };

const isSuit = (letter: string): letter is SuitLetter => letter in SUIT_NAMES;

/** Reads a card code; throws on anything that is not one, so a changed server format fails loudly. */
export function parseCard(code: string): CardFace {
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  if (!isSuit(suit) || !/^(?:[2-9]|10|[JQKA])$/.test(rank)) throw new Error(`Not a card: ${code}`);
  return {
    rank,
    suit,
    red: suit === 'D' || suit === 'H',
    name: `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit]}`,
  };
}

/** "QS" → "Q♠": printed as the fairness verifier prints it. */
export { cardLabel } from '@casino/fairness';
