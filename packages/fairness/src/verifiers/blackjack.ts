import { cardFromFloat, cardLabel } from '../cards';
import { BLACKJACK_MAX_CARDS, blackjackCards } from '../games/blackjack';
import { floats } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** Blackjack: 52 floats are the deck in draw order; the events show the first 16 cards. */
export const blackjackVerifier = seededVerifier([], (seeds) => {
  const deck = blackjackCards(floats(seeds, BLACKJACK_MAX_CARDS));
  const [p1, p2, d1, d2] = deck.slice(0, 4).map(cardLabel);
  return {
    outcome: { deck },
    published: { cards: deck },
    headline: `Player ${p1} ${p2} · dealer ${d1} ${d2}`,
    events: drawn(
      seeds,
      16,
      (f, i) => `card ${i + 1}: floor(f × 52) = ${Math.floor(f * 52)} → ${cardLabel(cardFromFloat(f).code)}`,
    ),
  };
});
