import { SLOT_THREE_OF_A_KIND } from '@casino/fairness';
import clsx from 'clsx';
import { list, num, type OutcomeValues } from '../outcome/parts';

const SYMBOL_TINT: Record<string, string> = {
  cherry: 'text-loss',
  lemon: 'text-gc',
  orange: 'text-orange-300',
  plum: 'text-violet-300',
  bell: 'text-amber-200',
  bar: 'text-text',
  seven: 'text-rose-400',
  clover: 'text-win',
};
/** Slots: the three reels around the pay line and what the line paid. */
export function SlotsOutcome({ o }: { o: OutcomeValues }) {
  const reels = list(o.reels).map((r) => list(r).map(String));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid max-w-sm grid-cols-3 gap-1.5 rounded-lg bg-surface-0 p-2">
        {[0, 1, 2].map((row) =>
          reels.map((reel, r) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: reel windows are positional
              key={`${row}-${r}`}
              className={clsx(
                'grid h-10 place-items-center rounded text-xs font-bold tracking-wide uppercase',
                row === 1 ? 'bg-surface-2 ring-1 ring-gc/60' : 'opacity-50',
                SYMBOL_TINT[reel[row] ?? ''],
              )}
            >
              {reel[row]}
            </span>
          )),
        )}
      </div>
      <p className="text-sm text-text-muted">
        Line {list(o.line).join(' · ')} · {num(o.multiplier)}×
        {list(o.line).every((s) => s === list(o.line)[0]) &&
          ` (three ${String(list(o.line)[0])}s pay ${SLOT_THREE_OF_A_KIND[String(list(o.line)[0]) as 'bar'] ?? ''}×)`}
      </p>
    </div>
  );
}
