import type { SandboxSpin } from '@casino/contract';
import clsx from 'clsx';
import { paletteFor, symbolColour, symbolFace } from './palette';

const REELS = 5;
const ROWS = 3;
/** What the grid shows before the first spin: each reel's symbols in order. */
const IDLE = Array.from({ length: REELS }, (_, reel) =>
  Array.from(
    { length: ROWS },
    (_, row) => ['H1', 'L1', 'H2', 'L2', 'W', 'L3', 'H3', 'L4', 'S'][(reel + row * 2) % 9] as string,
  ),
);

/**
 * The 5×3 reels of a line or ways slot in the title's theme; the cells a win pays on light up, and the
 * rest dim, so a winning line reads at a glance.
 */
export function SlotGrid({
  spin,
  theme,
  symbols,
}: {
  spin: SandboxSpin | null;
  theme: string;
  symbols: Record<string, string>;
}) {
  const palette = paletteFor(theme);
  const window = spin?.window ?? IDLE;
  const lit = new Set(spin?.wins.flatMap((win) => win.cells.map(([reel, row]) => `${reel}:${row}`)));
  return (
    <div className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={
          spin
            ? `Reels: ${window.map((column) => column.map((id) => symbols[id] ?? id).join(', ')).join('; ')}`
            : 'Reels'
        }
        className="grid grid-cols-5 gap-1.5 rounded-tile p-2 sm:gap-2 sm:p-3"
        style={{ background: `linear-gradient(180deg, ${palette.stage}, #0e1a24)` }}
      >
        {window.map((column, reel) =>
          column.map((id, row) => {
            const name = symbols[id] ?? id;
            const on = lit.has(`${reel}:${row}`);
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place on the grid
                key={`${reel}:${row}`}
                title={name}
                style={{ gridColumn: reel + 1, gridRow: row + 1, background: symbolColour(palette, id) }}
                className={clsx(
                  'flex aspect-square items-center justify-center rounded-lg text-center font-bold text-text transition-all duration-200 motion-reduce:transition-none',
                  'text-[11px] leading-tight sm:text-sm',
                  on && 'scale-105 ring-2 ring-gc',
                  spin && lit.size > 0 && !on && 'opacity-40',
                )}
              >
                <span className="px-1 drop-shadow">{symbolFace(name)}</span>
              </div>
            );
          }),
        )}
      </div>
      {spin && spin.wins.length > 0 && (
        <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-xs text-text-muted tabular-nums">
          {spin.wins.map((win) => (
            <li key={`${win.label} ${win.symbol}`}>
              {symbols[win.symbol] ?? win.symbol} ({win.label}) · <span className="text-win">{win.win}</span>
            </li>
          ))}
          {spin.multiplier > 1 && <li className="text-promo">Free spin ×{spin.multiplier}</li>}
        </ul>
      )}
    </div>
  );
}
