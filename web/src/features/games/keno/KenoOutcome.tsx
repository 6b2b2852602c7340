import type { KenoDraw, KenoPlayOutcome } from '@casino/contract';
import { KENO_SQUARES } from '@casino/fairness';
import clsx from 'clsx';

/** Keno: the board with the drawn numbers and, when the play is known, the picks and the hits. */
export function KenoOutcome({ o }: { o: KenoPlayOutcome | KenoDraw }) {
  const ticket = 'squares' in o ? o : null;
  const drawn = new Set(o.drawn);
  const picked = new Set(ticket?.squares);
  return (
    <div className="flex flex-col gap-3">
      <div
        className="grid max-w-md grid-cols-8 gap-1.5"
        role="img"
        aria-label={`Keno board: drawn ${[...drawn].join(', ')}`}
      >
        {Array.from({ length: KENO_SQUARES }, (_, i) => i + 1).map((n) => {
          const hit = drawn.has(n) && picked.has(n);
          return (
            <span
              key={n}
              className={clsx(
                'tabular grid aspect-square place-items-center rounded-md text-xs font-bold',
                hit && 'bg-win text-surface-0',
                !hit && drawn.has(n) && 'bg-gc/80 text-surface-0',
                !hit && !drawn.has(n) && picked.has(n) && 'border border-accent text-accent',
                !drawn.has(n) && !picked.has(n) && 'bg-surface-2 text-text-muted',
              )}
            >
              {n}
            </span>
          );
        })}
      </div>
      <p className="text-sm text-text-muted">
        Drawn in order: <span className="tabular text-text">{o.drawn.join(', ')}</span>
        {ticket && picked.size > 0 && (
          <>
            {' '}
            · hits {ticket.hits.length} of {picked.size} · {ticket.multiplier}×
          </>
        )}
      </p>
    </div>
  );
}
