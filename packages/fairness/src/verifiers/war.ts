import { cardFromFloat, cardLabel } from '../cards';
import { war } from '../games/war';
import { floatStream } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** Casino war: two cards a round, player then dealer, until they differ. */
export const warVerifier = seededVerifier([], (seeds) => {
  const hand = war(floatStream(seeds));
  const wars = hand.rounds.length - 1;
  return {
    outcome: { ...hand },
    headline: `${hand.winner === 'player' ? 'Player' : 'Dealer'} wins${wars > 0 ? ` after ${wars} war${wars > 1 ? 's' : ''}` : ''}`,
    events: drawn(
      seeds,
      hand.rounds.length * 2,
      (f, i) => `${i % 2 ? 'dealer' : 'player'}: ${cardLabel(cardFromFloat(f).code)}`,
    ),
  };
});
