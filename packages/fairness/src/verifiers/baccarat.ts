import { cardFromFloat, cardLabel } from '../cards';
import { baccarat } from '../games/baccarat';
import { floats } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** Baccarat: six floats are the cards, dealt by the tableau. */
export const baccaratVerifier = seededVerifier([], (seeds) => {
  const hand = baccarat(floats(seeds, 6));
  const { cards, player, banker, winner } = hand;
  return {
    outcome: { ...hand },
    published: { cards, player, banker, winner },
    headline: `${winner === 'tie' ? 'Tie' : `${winner === 'player' ? 'Player' : 'Banker'} wins`} ${hand.playerTotal}–${hand.bankerTotal}`,
    events: drawn(
      seeds,
      6,
      (f) => `floor(f × 52) = ${Math.floor(f * 52)} → ${cardLabel(cardFromFloat(f).code)}`,
    ),
  };
});
