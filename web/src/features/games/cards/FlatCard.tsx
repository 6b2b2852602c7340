import clsx from 'clsx';
import { cardLabel } from './card-code';

/** A card as its label ("Q♠"), for outcomes read after the fact rather than dealt on the table. */
export function FlatCard({ code, small = false }: { code: string; small?: boolean }) {
  const red = code.endsWith('D') || code.endsWith('H');
  return (
    <span
      className={clsx(
        'grid shrink-0 place-items-center rounded-md border border-black/10 bg-text font-extrabold shadow',
        small ? 'h-12 w-9 text-sm' : 'h-16 w-12 text-lg',
        red ? 'text-[#d4283b]' : 'text-surface-0',
      )}
      role="img"
      aria-label={cardLabel(code)}
    >
      {cardLabel(code)}
    </span>
  );
}

/** A titled row of flat cards with a note (the total, what it returned). */
export function Hand({ title, cards, note }: { title: string; cards: string[]; note?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold text-text-muted">
        {title}
        {note && <span className="tabular ml-2 text-text">{note}</span>}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same card can be drawn twice (infinite deck)
          <FlatCard key={i} code={c} />
        ))}
      </div>
    </div>
  );
}
