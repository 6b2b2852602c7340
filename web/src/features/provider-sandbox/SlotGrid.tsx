import type { SandboxSpin } from '@casino/contract';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from './motion';
import type { StageTheme } from './palette';
import { SymbolTile } from './SymbolTile';
import { winningCells, winPath } from './win-lines';

const REELS = 5;
const ROWS = 3;
/** What the grid shows before the first spin: each reel's symbols in order. */
const IDLE = Array.from({ length: REELS }, (_, reel) =>
  Array.from(
    { length: ROWS },
    (_, row) => ['H1', 'L1', 'H2', 'L2', 'W', 'L3', 'H3', 'L4', 'S'][(reel + row * 2) % 9] as string,
  ),
);

/** How long the first reel takes to land; each next reel lands a little later, the last within 0.7 s. */
const LAND_MS = 380;
const REEL_DELAY_MS = 80;

/**
 * The 5×3 reels of a line or ways slot, drawn in the title's theme. A new spin drops each reel in from
 * above, left to right; the cells a win pays on light up (the rest dim) and a line win's path is drawn
 * across them, so a winning line reads at a glance. Nothing moves with reduced motion, and nothing
 * changes size: the cells are square and the wins list keeps its height.
 */
export function SlotGrid({
  spin,
  theme,
  symbols,
}: {
  spin: SandboxSpin | null;
  theme: StageTheme;
  symbols: Record<string, string>;
}) {
  const window = spin?.window ?? IDLE;
  const lit = winningCells(spin);
  const { grid, reels } = useReelMotion(spin);
  const paths = (spin?.wins ?? []).flatMap((win, i) => {
    const path = winPath(win);
    return path ? [{ path, colour: lineColour(theme, i), key: `${win.label} ${win.symbol}` }] : [];
  });
  return (
    <div className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={
          spin
            ? `Reels: ${window.map((column) => column.map((id) => symbols[id] ?? id).join(', ')).join('; ')}`
            : 'Reels'
        }
        className="rounded-xl p-1.5 sm:p-2"
        style={{
          background: theme.glass,
          boxShadow: `inset 0 0 0 2px color-mix(in srgb, ${theme.colours.accent} 35%, transparent)`,
        }}
      >
        <div ref={grid} className="relative grid grid-cols-5 gap-1 sm:gap-1.5">
          {window.map((column, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its place on the grid
            <div key={reel} className="overflow-hidden rounded-lg">
              <div
                ref={(element) => {
                  reels.current[reel] = element;
                }}
                className="flex flex-col gap-1 sm:gap-1.5"
              >
                {column.map((id, row) => {
                  const on = lit.has(`${reel}:${row}`);
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place on the reel
                      key={row}
                      data-win={on || undefined}
                      className={clsx(
                        'relative aspect-square transition-opacity duration-200 motion-reduce:transition-none',
                        lit.size > 0 && !on && 'opacity-35',
                      )}
                    >
                      <SymbolTile symbol={id} name={symbols[id] ?? id} theme={theme} />
                      {on && (
                        // Inside the cell: the reel's window clips anything drawn around it.
                        <span
                          className="pointer-events-none absolute inset-0 rounded-[12%]"
                          style={{ boxShadow: `inset 0 0 0 3px ${theme.gold}, inset 0 0 16px ${theme.gold}` }}
                        />
                      )}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
          <svg
            viewBox={`0 0 ${REELS} ${ROWS}`}
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-0 size-full"
            aria-hidden="true"
          >
            {paths.map(({ path, colour, key }) => {
              const points = path.map(([x, y]) => `${x},${y}`).join(' ');
              return (
                <g key={key} fill="none" strokeLinecap="round" strokeLinejoin="round">
                  <polyline
                    points={points}
                    stroke="#000"
                    strokeOpacity=".55"
                    strokeWidth="9"
                    vectorEffect="non-scaling-stroke"
                  />
                  <polyline
                    points={points}
                    stroke={colour}
                    strokeWidth="4"
                    vectorEffect="non-scaling-stroke"
                  />
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      <ul className="flex h-12 flex-wrap content-start justify-center gap-x-3 gap-y-1 overflow-y-auto text-xs text-text-muted tabular-nums">
        {spin?.wins.map((win, i) => (
          <li
            key={`${win.label} ${win.symbol}`}
            className="flex items-center gap-1.5 rounded-full bg-black/55 px-2 py-0.5 text-white/90"
          >
            {winPath(win) && (
              <span
                className="size-2 rounded-full"
                style={{ background: lineColour(theme, i) }}
                aria-hidden="true"
              />
            )}
            {symbols[win.symbol] ?? win.symbol} ({win.label}) · <span className="text-win">{win.win}</span>
          </li>
        ))}
        {spin && spin.multiplier > 1 && (
          <li className="rounded-full bg-black/55 px-2 py-0.5 font-semibold text-promo">
            Free spin ×{spin.multiplier}
          </li>
        )}
      </ul>
    </div>
  );
}

/** Each win's line in its own colour: gold first, then the theme's symbol colours. */
function lineColour(theme: StageTheme, index: number): string {
  const colours = [theme.gold, ...theme.high, '#fff'];
  return colours[index % colours.length] as string;
}

/**
 * A new spin's motion: every reel drops in from above, the leftmost first, then the winning symbols
 * pulse twice. Web animations, so nothing stays behind in the layout; none with reduced motion.
 */
function useReelMotion(spin: SandboxSpin | null) {
  const grid = useRef<HTMLDivElement>(null);
  const reels = useRef<(HTMLDivElement | null)[]>([]);
  useEffect(() => {
    if (!spin || prefersReducedMotion()) return;
    const landing = reels.current.map((reel, i) =>
      reel?.animate(
        [
          { transform: 'translateY(-70%)', filter: 'blur(3px)' },
          { transform: 'translateY(5%)', filter: 'blur(0)', offset: 0.8 },
          { transform: 'translateY(0)' },
        ],
        { duration: LAND_MS + i * REEL_DELAY_MS, easing: 'cubic-bezier(.25,.8,.35,1)' },
      ),
    );
    const pulses = [...(grid.current?.querySelectorAll('[data-win] > svg') ?? [])].map((symbol) =>
      symbol.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.12)' }, { transform: 'scale(1)' }], {
        duration: 450,
        delay: LAND_MS + (REELS - 1) * REEL_DELAY_MS,
        iterations: 2,
        easing: 'ease-in-out',
      }),
    );
    return () => {
      for (const animation of [...landing, ...pulses]) animation?.cancel();
    };
  }, [spin]);
  return { grid, reels };
}
