import type { RouletteDraw } from '@casino/contract';
import clsx from 'clsx';

const FILL = { green: 'bg-win', red: 'bg-loss', black: 'bg-surface-0' } as const;

/** Roulette: the pocket the ball landed in, in its colour. */
export function RouletteOutcome({ o }: { o: RouletteDraw }) {
  return (
    <div className="flex items-center gap-4">
      <span
        className={clsx(
          'tabular grid size-20 place-items-center rounded-full border-4 border-gc/70 text-3xl font-extrabold',
          FILL[o.colour],
        )}
      >
        {o.pocket}
      </span>
      <p className="text-text-muted">
        The ball landed on <b className="text-text">{o.pocket}</b> ({o.colour}).
      </p>
    </div>
  );
}
