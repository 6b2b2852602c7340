import type { CrashRoundView } from '@casino/contract';
import clsx from 'clsx';
import { formatMultiplier } from '../../../lib/amounts';

/** The recent crash points, newest first: green from 2×, gold from 10×, the rest muted. */
export function CrashHistory({ rounds }: { rounds: CrashRoundView[] }) {
  return (
    <ol
      aria-label="Recent crash points"
      className="flex min-h-8 w-full gap-1.5 overflow-hidden [mask-image:linear-gradient(90deg,#000_85%,transparent)]"
      data-testid="crash-history"
    >
      {rounds.map((round) => {
        const point = Number(round.crash_point ?? 0);
        return (
          <li
            key={round.id}
            title={`Round ${round.position}`}
            className={clsx(
              'tabular shrink-0 rounded-md px-2 py-1 text-xs font-bold transition-all duration-200 starting:-translate-x-4 starting:opacity-0',
              point >= 10
                ? 'bg-gc/15 text-gc'
                : point >= 2
                  ? 'bg-win/15 text-win'
                  : 'bg-surface-2 text-text-muted',
            )}
          >
            {formatMultiplier(point)}
          </li>
        );
      })}
    </ol>
  );
}
