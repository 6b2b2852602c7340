import type { DailyBonusStatus } from '@casino/contract';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { shortAmount } from '../../lib/amounts';
import { CoinIcon } from '../../ui/CoinIcon';

/**
 * Spec §9's seven days: days already claimed in this streak are ticked, the next one (the stage) is
 * lit, the rest wait.
 */
export function DailyLadder({ status }: { status: DailyBonusStatus }) {
  const stage = status.possible_claim.stage;
  return (
    <ol className="grid grid-cols-4 gap-2 md:grid-cols-7" aria-label="7-day streak">
      {status.ladder.map((step) => {
        const claimed = step.day < stage;
        const next = step.day === stage;
        return (
          <li
            key={step.day}
            aria-current={next ? 'step' : undefined}
            data-testid={`daily-day-${step.day}`}
            className={clsx(
              'flex flex-col items-center gap-1.5 rounded-[10px] border p-2 text-center',
              next ? 'border-accent bg-accent/10' : 'border-line bg-surface-2',
              claimed && 'opacity-60',
            )}
          >
            <span className="text-xs font-semibold text-text-muted">Day {step.day}</span>
            {claimed ? (
              <Check size={18} className="text-accent" aria-label="Claimed" />
            ) : (
              // Abbreviated (spec §9: 5K, 20K) so seven days fit one row of the wallet.
              <span className="inline-flex items-center gap-1 text-sm font-semibold tabular-nums text-gc">
                <CoinIcon coin="GC" size={14} />
                {shortAmount(step.gc)}
              </span>
            )}
            <span className="text-xs tabular-nums text-sc">+{step.sc} SC</span>
          </li>
        );
      })}
    </ol>
  );
}
