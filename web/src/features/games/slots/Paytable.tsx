import { SLOT_CHERRIES, SLOT_THREE_OF_A_KIND, type SlotSymbol } from '@casino/fairness';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatMultiplier } from '../../../lib/amounts';
import { SYMBOL_NAMES, SymbolIcon } from './symbols';

const POSITIONS = ['left', 'middle', 'right'] as const;

type Line = { id: string; symbols: (SlotSymbol | null)[]; pays: number };

/** Three of a kind from the highest pay down, then the cherry lines (any symbol after them). */
const LINES: Line[] = [
  ...(Object.entries(SLOT_THREE_OF_A_KIND) as [SlotSymbol, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([symbol, pays]) => ({ id: symbol, symbols: [symbol, symbol, symbol], pays })),
  { id: 'cherry-2', symbols: ['cherry', 'cherry', null], pays: SLOT_CHERRIES[2] },
  { id: 'cherry-1', symbols: ['cherry', null, null], pays: SLOT_CHERRIES[1] },
];

/** Open from the start on wide screens; folded on phones, where it would push the Spin button down. */
const wide = () => window.matchMedia?.('(min-width: 768px)').matches ?? true;

export function Paytable({ paid }: { paid: string | null }) {
  const [open, setOpen] = useState(wide);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group w-full max-w-[440px]"
      data-testid="slots-paytable"
    >
      <summary className="mb-2 flex min-h-10 cursor-pointer list-none items-center justify-between rounded-lg text-xs font-semibold tracking-wide text-text-muted uppercase hover:text-text md:min-h-0 [&::-webkit-details-marker]:hidden">
        Paytable · middle line
        <ChevronDown
          size={16}
          aria-hidden="true"
          className="transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <ul className="grid grid-cols-2 gap-1.5">
        {LINES.map((line) => (
          <li
            key={line.id}
            className={clsx(
              'flex items-center justify-between rounded-lg px-2 py-1 transition-colors duration-200',
              paid === line.id ? 'bg-gc/20 ring-1 ring-gc' : 'bg-surface-2/70',
            )}
          >
            <span className="sr-only">
              {line.symbols.map((s) => (s ? SYMBOL_NAMES[s] : 'any')).join(', ')} pays
            </span>
            <span className="flex items-center gap-0.5" aria-hidden="true">
              {POSITIONS.map((position, i) => {
                const symbol = line.symbols[i];
                return symbol ? (
                  <SymbolIcon key={position} symbol={symbol} size={24} />
                ) : (
                  <span
                    key={position}
                    className="grid size-6 place-items-center text-[10px] font-semibold text-text-muted"
                  >
                    any
                  </span>
                );
              })}
            </span>
            <span className={clsx('tabular text-sm font-bold', paid === line.id ? 'text-gc' : 'text-text')}>
              {formatMultiplier(line.pays)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
