import type { CloverDraw, CloverPlayOutcome } from '@casino/contract';
import { CLOVER_LANES } from '@casino/fairness';
import clsx from 'clsx';
import { Clover, Skull } from 'lucide-react';

/** Clover cross: each lane, clover or trap, and, when the game is known, how far the player crossed. */
export function CloverOutcome({ o }: { o: CloverPlayOutcome | CloverDraw }) {
  const crossing = 'crossed' in o ? o : null;
  const crossed = crossing?.crossed ?? 0;
  const lost = crossing?.lost === true;
  return (
    <div className="flex flex-col gap-2">
      <ol className="grid max-w-xl grid-cols-10 gap-1.5" aria-label="Lanes">
        {o.lanes.map((lane, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lanes are positional
            key={i}
            aria-label={`Lane ${i + 1}: ${lane}`}
            className={clsx(
              'grid aspect-square place-items-center rounded-md',
              lane === 'trap' ? 'bg-loss/20' : 'bg-win/15',
              i < crossed && 'ring-2 ring-win',
              lost && i === crossed && 'ring-2 ring-loss',
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
        <span className="capitalize">{o.difficulty}</span>
        {(crossed > 0 || lost) && ` · crossed ${crossed} of ${CLOVER_LANES}`}
      </p>
    </div>
  );
}
