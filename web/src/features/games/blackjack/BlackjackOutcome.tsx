import { handValue } from '@casino/fairness';
import { FlatCard, Hand } from '../cards/FlatCard';
import { list, num, type OutcomeValues } from '../outcome/parts';

/** Blackjack: the dealer's and each of the player's hands, or the deck in draw order. */
export function BlackjackOutcome({ o }: { o: OutcomeValues }) {
  if (Array.isArray(o.deck))
    return (
      <div className="flex flex-col gap-2">
        <p className="text-xs text-text-muted">
          Cards in draw order: 1–2 to you, 3–4 to the dealer, then every further card as the game asks.
        </p>
        <div className="flex flex-wrap gap-1.5">
          {list(o.deck)
            .slice(0, 12)
            .map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: draw order
              <FlatCard key={i} code={String(c)} small />
            ))}
        </div>
      </div>
    );
  const hands = list(o.hands) as { cards: string[]; stake: number }[];
  const returns = list(o.returns).map(num);
  const dealer = list(o.dealer).map(String);
  return (
    <div className="flex flex-col gap-4">
      <Hand title="Dealer" cards={dealer} note={String(handValue(dealer).total)} />
      {hands.map((hand, i) => (
        <Hand
          // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional
          key={i}
          title={hands.length > 1 ? `Hand ${i + 1}` : 'You'}
          cards={hand.cards}
          note={`${handValue(hand.cards).total}${hand.stake > 1 ? ' · doubled' : ''}${returns[i] !== undefined ? ` · returned ${returns[i]}×` : ''}`}
        />
      ))}
    </div>
  );
}
