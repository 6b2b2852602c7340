import { ROULETTE_BETS, ROULETTE_SLOTS, rouletteColour } from '@casino/fairness';
import clsx from 'clsx';
import { type CSSProperties, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { ChipToken } from './ChipToken';
import { chipLabel } from './chip-label';
import { GRID, isTrio, neighbour, type Orientation, placement, slotLabel, slotName } from './table-layout';

const SLOTS = Array.from({ length: ROULETTE_SLOTS }, (_, slot) => slot);
/** Below this width the table turns to run down the stage, keeping every cell at least 40 px tall. */
const ACROSS_MIN_WIDTH = 460;

const TEMPLATE: Record<Orientation, CSSProperties> = {
  across: {
    gridTemplateColumns: `repeat(${GRID.across.cols}, minmax(0, 1fr))`,
    gridTemplateRows: 'repeat(3, 50px) 42px 42px',
  },
  down: {
    gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 0.8fr) repeat(3, minmax(0, 1fr))',
    gridTemplateRows: `46px repeat(12, 40px) 42px`,
  },
};

function useOrientation() {
  const element = useRef<HTMLDivElement>(null);
  const [orientation, setOrientation] = useState<Orientation>(() =>
    typeof window !== 'undefined' && window.innerWidth < 768 ? 'down' : 'across',
  );
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setOrientation(entry.contentRect.width >= ACROSS_MIN_WIDTH ? 'across' : 'down');
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { element, orientation };
}

/**
 * The betting table: 0–36, the two trios, dozens, columns and the even-money bets, laid out as the
 * server numbers them. Click (or Enter/Space) places a chip, or takes one off in removal mode;
 * right-click and Delete take one off. Arrow keys move over the table. Hovering a group lights the
 * numbers it covers; after a spin the winning number and every winning bet glow.
 */
export function RouletteTable({
  chips,
  bpc,
  disabled,
  removing,
  pocket,
  onTap,
  onRemove,
}: {
  chips: readonly number[];
  bpc: number;
  disabled: boolean;
  removing: boolean;
  /** The pocket of the last spin, once the ball has settled. */
  pocket: number | null;
  onTap(slot: number): void;
  onRemove(slot: number): void;
}) {
  const { element, orientation } = useOrientation();
  const [hovered, setHovered] = useState<number | null>(null);
  const [focus, setFocus] = useState(0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const covered = new Set(hovered === null ? [] : ROULETTE_BETS[hovered]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, slot: number) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(slot);
      return;
    }
    const next = neighbour(slot, event.key, orientation);
    if (next === slot) return;
    event.preventDefault();
    setFocus(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div ref={element} className="w-full">
      <fieldset
        aria-label="Betting table"
        data-orientation={orientation}
        className={clsx(
          'relative m-0 grid min-w-0 rounded-xl border-2 border-[#c9a45c]/50 p-1.5 select-none',
          orientation === 'down' && 'mx-auto max-w-[420px]',
          removing && 'cursor-not-allowed',
        )}
        style={TEMPLATE[orientation]}
        onMouseLeave={() => setHovered(null)}
      >
        {SLOTS.map((slot) => {
          const p = placement(slot, orientation);
          const count = chips[slot] ?? 0;
          const trio = isTrio(slot);
          const number = slot <= 36;
          const colour = number ? rouletteColour(slot) : null;
          const wins = pocket !== null && (ROULETTE_BETS[slot] ?? []).includes(pocket);
          return (
            <button
              key={slot}
              ref={(node) => {
                if (node) buttons.current.set(slot, node);
                else buttons.current.delete(slot);
              }}
              type="button"
              data-slot={slot}
              tabIndex={slot === focus ? 0 : -1}
              aria-label={`${slotName(slot)}${count ? `, ${count} ${count === 1 ? 'chip' : 'chips'}` : ''}`}
              aria-disabled={disabled || undefined}
              onClick={() => !disabled && onTap(slot)}
              onContextMenu={(e) => {
                e.preventDefault();
                if (!disabled) onRemove(slot);
              }}
              onKeyDown={(e) => onKeyDown(e, slot)}
              onFocus={() => setFocus(slot)}
              onMouseEnter={() => setHovered(slot)}
              style={{
                gridRow: `${p.row} / span ${p.rowSpan}`,
                gridColumn: `${p.col} / span ${p.colSpan}`,
              }}
              className={clsx(
                'relative flex items-center justify-center font-bold transition-[background-color,box-shadow,filter] duration-150',
                trio
                  ? 'group z-10 size-10 place-self-center rounded-full'
                  : 'm-px rounded-md border border-white/15 text-sm',
                colour === 'red' && 'bg-[#d93a4b]',
                colour === 'black' && 'bg-[#1b2733]',
                colour === 'green' && 'bg-[#17a35e]',
                !number && !trio && 'bg-white/[0.03] text-xs text-text hover:bg-white/10',
                number && 'hover:brightness-125',
                number &&
                  covered.has(slot) &&
                  'brightness-125 shadow-[inset_0_0_0_2px_rgba(255,255,255,0.8)]',
                slot === pocket && 'z-[5] shadow-[0_0_0_2px_#f4c542,0_0_18px_#f4c542]',
                wins && count > 0 && !number && 'bg-win/25 shadow-[inset_0_0_0_2px_var(--color-win)]',
                disabled && 'cursor-wait',
              )}
            >
              {slot === 47 ? (
                <span className="size-4 rotate-45 rounded-sm bg-[#d93a4b]" aria-hidden="true" />
              ) : slot === 48 ? (
                <span
                  className="size-4 rotate-45 rounded-sm border border-white/70 bg-[#0b1117]"
                  aria-hidden="true"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'tabular',
                    orientation === 'across' && slot >= 39 && slot <= 44 && 'text-[11px]',
                  )}
                >
                  {trio ? '' : slotLabel(slot)}
                </span>
              )}
              {trio && (
                // A 40 px touch target around a small spot on the corner it covers.
                <span
                  aria-hidden="true"
                  className={clsx(
                    'size-6 rounded-full border border-[#c9a45c] bg-[#10232b]/90 transition-colors group-hover:bg-[#c9a45c]/50',
                    wins && count > 0 && 'border-win bg-win/40',
                  )}
                />
              )}
              {count > 0 && (
                <ChipToken
                  count={count}
                  label={chipLabel(count * bpc)}
                  className={clsx(
                    'pointer-events-none absolute transition-transform duration-150 starting:scale-50',
                    trio ? 'size-7' : 'size-7 sm:size-8',
                    wins && 'drop-shadow-[0_0_8px_#1fd17a]',
                  )}
                />
              )}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
