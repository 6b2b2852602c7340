import { CLOVER_LANES } from '@casino/fairness';
import clsx from 'clsx';
import { Clover, Skull } from 'lucide-react';
import { list, num, type OutcomeValues } from '../outcome/parts';

/** Clover cross: each lane, clover or trap, and how far the player crossed. */
export function CloverOutcome({ o }: { o: OutcomeValues }) {
  const lanes = list(o.lanes).map(String);
  const crossed = num(o.crossed ?? 0);
  return (
    <div className="flex flex-col gap-2">
      <ol className="grid max-w-xl grid-cols-10 gap-1.5" aria-label="Lanes">
        {lanes.map((lane, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lanes are positional
            key={i}
            aria-label={`Lane ${i + 1}: ${lane}`}
            className={clsx(
              'grid aspect-square place-items-center rounded-md',
              lane === 'trap' ? 'bg-loss/20' : 'bg-win/15',
              i < crossed && 'ring-2 ring-win',
              o.lost === true && i === crossed && 'ring-2 ring-loss',
            )}
          >
            {lane === 'trap' ? (
              <Skull size={14} className="text-loss" />
            ) : (
              <Clover size={14} className="text-win" />
            )}
          </li>
        ))}
      </ol>
      <p className="text-sm text-text-muted">
        <span className="capitalize">{String(o.difficulty)}</span>
        {(crossed > 0 || o.lost === true) && ` · crossed ${crossed} of ${lanes.length || CLOVER_LANES}`}
      </p>
    </div>
  );
}
