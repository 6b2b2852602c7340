import type { SlotsPlayOutcome } from '@casino/contract';
import { SLOT_THREE_OF_A_KIND, type SlotSymbol } from '@casino/fairness';
import clsx from 'clsx';

const SYMBOL_TINT: Record<SlotSymbol, string> = {
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
export function SlotsOutcome({ o }: { o: SlotsPlayOutcome }) {
  const [first] = o.line;
  const threeOfAKind = first !== undefined && o.line.every((s) => s === first) ? first : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid max-w-sm grid-cols-3 gap-1.5 rounded-lg bg-surface-0 p-2">
        {[0, 1, 2].map((row) =>
          o.reels.map((reel, r) => {
            const symbol = reel[row];
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: reel windows are positional
                key={`${row}-${r}`}
                className={clsx(
                  'grid h-10 place-items-center rounded text-xs font-bold tracking-wide uppercase',
                  row === 1 ? 'bg-surface-2 ring-1 ring-gc/60' : 'opacity-50',
                  symbol && SYMBOL_TINT[symbol],
                )}
              >
                {symbol}
              </span>
            );
          }),
        )}
      </div>
      <p className="text-sm text-text-muted">
        Line {o.line.join(' · ')} · {o.multiplier}×
        {threeOfAKind && ` (three ${threeOfAKind}s pay ${SLOT_THREE_OF_A_KIND[threeOfAKind]}×)`}
      </p>
    </div>
  );
}
