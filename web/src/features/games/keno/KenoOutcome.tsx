import { KENO_SQUARES } from '@casino/fairness';
import clsx from 'clsx';
import { list, num, type OutcomeValues } from '../outcome/parts';

/** Keno: the board with the drawn numbers, the picks and the hits. */
export function KenoOutcome({ o }: { o: OutcomeValues }) {
  const drawn = new Set(list(o.drawn).map(num));
  const picked = new Set(list(o.squares).map(num));
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
        Drawn in order: <span className="tabular text-text">{list(o.drawn).join(', ')}</span>
        {picked.size > 0 && (
          <>
            {' '}
            · hits {list(o.hits).length} of {picked.size}
            {o.multiplier !== undefined && ` · ${num(o.multiplier)}×`}
          </>
        )}
      </p>
    </div>
  );
}
