import type { BlackjackDraw, BlackjackPlayOutcome } from '@casino/contract';
import { handValue } from '@casino/fairness';
import { FlatCard, Hand } from '../cards/FlatCard';

/** Blackjack: the dealer's and each of the player's hands, or (from the verifier) the deck in draw order. */
export function BlackjackOutcome({ o }: { o: BlackjackPlayOutcome | BlackjackDraw }) {
  if ('deck' in o)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-xs text-text-muted">
          Cards in draw order: 1–2 to you, 3–4 to the dealer, then every further card as the game asks.
        </p>
        <div className="flex flex-wrap gap-1.5">
          {o.deck.slice(0, 12).map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: draw order
            <FlatCard key={i} code={c} small />
          ))}
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <Hand title="Dealer" cards={o.dealer} note={String(handValue(o.dealer).total)} />
      {o.hands.map((hand, i) => (
        <Hand
          // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional
          key={i}
          title={o.hands.length > 1 ? `Hand ${i + 1}` : 'You'}
          cards={hand.cards}
          note={`${handValue(hand.cards).total}${hand.stake > 1 ? ' · doubled' : ''}${o.returns[i] !== undefined ? ` · returned ${o.returns[i]}×` : ''}`}
        />
      ))}
    </div>
  );
}
