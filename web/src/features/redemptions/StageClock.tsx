import { Clock } from 'lucide-react';
import { formatDateTime } from '../../lib/format';
import { clockText, useCountdown } from '../bonuses';

/**
 * The promised time of the stage a request is in (sweepstakes rules: publish service times and keep
 * them), as a date and a clock ticking each second; once passed it says so rather than showing zero.
 */
export function StageClock({ dueAt, stage }: { dueAt: string; stage: string }) {
  const seconds = useCountdown(dueAt);
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-text-muted"
      data-testid="redemption-clock"
    >
      <Clock size={15} aria-hidden="true" />
      <span>
        {stage} expected by <span className="text-text">{formatDateTime(dueAt)}</span>
      </span>
      {seconds > 0 ? (
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold text-text tabular-nums">
          {clockText(seconds)} left
        </span>
      ) : (
        <span className="rounded-full bg-gc/15 px-2 py-0.5 font-semibold text-gc">
          Taking longer than promised: we are on it
        </span>
      )}
    </p>
  );
}
