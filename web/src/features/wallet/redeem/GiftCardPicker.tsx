import type { GiftCardOption } from '@casino/contract';
import { Gift } from 'lucide-react';
import { formatCoins } from '../../../lib/format';
import { ChoiceTile } from '../../../ui/ChoiceTile';

/** The gift-card catalog as a choice of one, and the amounts the chosen card is sold in. */
export function GiftCardPicker({
  cards,
  chosen,
  onChoose,
  onAmount,
}: {
  cards: GiftCardOption[];
  chosen: string | null;
  onChoose(brand: string): void;
  onAmount(amount: string): void;
}) {
  if (cards.length === 0)
    return <p className="text-sm text-text-muted">No gift cards are offered right now.</p>;
  const card = cards.find((c) => c.brand === chosen);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <legend className="sr-only">Gift card brand</legend>
        {cards.map((c) => (
          <ChoiceTile
            key={c.brand}
            name="gift-card"
            checked={chosen === c.brand}
            onChoose={() => onChoose(c.brand)}
            className="flex h-12 items-center gap-2 px-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <Gift size={16} className="shrink-0 text-text-muted" aria-hidden="true" />
            <span className="truncate">{c.name}</span>
          </ChoiceTile>
        ))}
      </fieldset>
      {card?.denominations ? (
        <div className="flex flex-wrap gap-2">
          {card.denominations.map((d) => (
            <button
              key={d}
              type="button"
              onClick={() => onAmount(d)}
              className="h-9 rounded-full border border-line bg-surface-2 px-3 text-sm tabular-nums hover:border-accent"
            >
              {formatCoins(d)} SC
            </button>
          ))}
        </div>
      ) : (
        card && (
          <p className="text-xs text-text-muted tabular-nums">
            Any whole amount from {formatCoins(card.min)} to {formatCoins(card.max)} SC.
          </p>
        )
      )}
    </div>
  );
}
